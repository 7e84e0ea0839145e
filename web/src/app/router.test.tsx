import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, institution } from '@/test/fixtures';
import { mockApi, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

function signIn() {
  window.localStorage.setItem('token', 'session-token');
  window.localStorage.setItem('userId', account._id);
}

describe('routes', () => {
  it.each(['/accountpage', '/createstory', '/jobportal', '/profile/abc', '/message/abc', '/updateprofile'])(
    'sends a signed-out visitor from %s to the sign-in page',
    async (path) => {
      mockApi({ 'GET /api/v1/config': ok(institution) });
      const { router } = renderApp(path);

      expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
      expect(router.state.location.pathname).toBe('/signin');
    },
  );

  it('shows the not-found page for unknown and not-yet-built public paths', async () => {
    mockApi({ 'GET /api/v1/config': ok(institution) });
    renderApp('/events');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/');
    await waitFor(() => expect(document.title).toBe(`Page not found · ${institution.shortName}`));
  });

  it('shows a signed-in member the not-found page for a member page that is not built yet', async () => {
    signIn();
    mockApi({ 'GET /api/v1/config': ok(institution), 'GET /api/v1/user/': ok(account) });
    renderApp('/createstory');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });

  it('sends a signed-in member away from the sign-in page to home', async () => {
    signIn();
    mockApi({ 'GET /api/v1/config': ok(institution), 'GET /api/v1/user/': ok(account) });
    const { router } = renderApp('/signin');

    expect(await screen.findByRole('heading', { level: 1, name: institution.banner.title })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/');
  });

  it('explains and offers a retry when the configuration cannot load', async () => {
    const { fetchMock } = mockApi({ 'GET /api/v1/config': ok(institution) });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const { user } = renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: 'The portal could not load' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 1, name: institution.banner.title })).toBeTruthy();
  });
});

describe('home page', () => {
  it('shows the banner, the chancellor and empty stories and events without fetching them', async () => {
    const { requests } = mockApi({ 'GET /api/v1/config': ok(institution) });
    renderApp('/');

    expect(await screen.findByRole('heading', { level: 1, name: institution.banner.title })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(institution.banner.text)).toBeTruthy();
    const chancellor = screen.getByRole('region', { name: institution.chancellor.name });
    for (const paragraph of institution.chancellor.biography) {
      expect(within(chancellor).getByText(paragraph)).toBeTruthy();
    }
    expect(within(screen.getByRole('region', { name: 'Stories' })).getByText('No stories to show.')).toBeTruthy();
    expect(
      within(screen.getByRole('region', { name: 'Programs & Events' })).getByText('No upcoming events.'),
    ).toBeTruthy();
    expect(requests.map((request) => new URL(request.url).pathname)).toEqual(['/api/v1/config']);
    await waitFor(() => expect(document.title).toBe(`Home · ${institution.shortName}`));
  });
});

describe('legal pages', () => {
  it.each([
    ['/privacy', 'Privacy policy', institution.pages.privacy],
    ['/terms', 'Terms of use', institution.pages.terms],
  ])('%s shows its heading and the configured text', async (path, heading, paragraphs) => {
    mockApi({ 'GET /api/v1/config': ok(institution) });
    renderApp(path);

    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
    for (const paragraph of paragraphs) expect(screen.getByText(paragraph)).toBeTruthy();
  });
});
