import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, institution } from '@/test/fixtures';
import { failure, mockApi, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

function signIn() {
  window.localStorage.setItem('token', 'session-token');
  window.localStorage.setItem('userId', account._id);
}

describe('account page', () => {
  it('shows the account details and the account menu in order', async () => {
    signIn();
    mockApi({ 'GET /api/v1/config': ok(institution), 'GET /api/v1/user/': ok(account) });
    renderApp('/accountpage');

    expect(await screen.findByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    expect(await screen.findByRole('img', { name: 'Initials of Ananya Sen' })).toBeTruthy();
    expect(screen.getByText(account.email)).toBeTruthy();
    expect(screen.getByText('Female')).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: 'Account' });
    expect(
      within(menu)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Job Portal',
      'Create Story',
      'Create Event',
      'Donation',
      'Contact to Principal',
      'View Your Jobs',
      'View Your Events',
      'View Your Stories',
      'View Profile',
      'Logout',
    ]);
    expect(within(menu).getByRole('link', { name: 'Contact to Principal' }).getAttribute('href')).toBe('/contact');
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeTruthy();
  });

  it('shows the photo when there is one, and "Not provided" for a missing gender', async () => {
    signIn();
    mockApi({
      'GET /api/v1/config': ok(institution),
      'GET /api/v1/user/': ok({ ...account, gender: null, photoURL: '/uploads/ananya.webp' }),
    });
    renderApp('/accountpage');

    const photo = await screen.findByRole('img', { name: account.name });
    expect(photo.getAttribute('src')).toBe('/uploads/ananya.webp');
    expect(screen.getByText('Not provided')).toBeTruthy();
  });

  it('says it is loading, then offers a retry when the account cannot load', async () => {
    signIn();
    const { fetchMock } = mockApi({ 'GET /api/v1/config': ok(institution), 'GET /api/v1/user/': ok(account) });
    fetchMock.mockImplementation(async (input) => {
      if (String(input).endsWith('/config')) return Response.json(ok(institution).body);
      throw new TypeError('Failed to fetch');
    });
    const { user } = renderApp('/accountpage');

    expect(await screen.findByText('Loading account...')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toMatch(/Failed to load your account/);

    fetchMock.mockImplementation(async (input) =>
      Response.json(String(input).endsWith('/config') ? ok(institution).body : ok(account).body),
    );
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText(account.email)).toBeTruthy();
  });

  it('signs out and goes to sign in when the API says the session has expired', async () => {
    signIn();
    const expired = 'Your session has expired or is no longer valid. Please sign in again.';
    mockApi({ 'GET /api/v1/config': ok(institution), 'GET /api/v1/user/': failure(401, 'UNAUTHORIZED', expired) });
    const { router } = renderApp('/accountpage');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/signin');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(await screen.findByText(expired)).toBeTruthy();
  });
});
