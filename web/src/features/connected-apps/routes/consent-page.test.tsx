import { endpoints } from '@alumni/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, institution } from '@/test/fixtures';
import { failure, mockApi, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

configure({ asyncUtilTimeout: 5_000 });

function signIn() {
  window.localStorage.setItem('token', 'session-token');
  window.localStorage.setItem('userId', account._id);
}

describe('consent page', () => {
  it('sends a visitor who is not signed in to sign in, with the way back', async () => {
    window.localStorage.clear();
    mockApi({ [endpoints.institution.config]: ok(institution) });
    const { currentLocation } = renderApp('/connect/uid-1');
    await waitFor(() => expect(currentLocation().pathname).toBe('/signin'));
    expect(new URLSearchParams(currentLocation().search).get('returnTo')).toBe('/connect/uid-1');
  });

  it('lists what the application will receive and sends the member’s answer', async () => {
    signIn();
    const { requests } = mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [endpoints.openidProvider.consent]: ok({
        appName: 'Central library',
        scopes: ['openid', 'alumni'],
        alreadyAllowed: false,
      }),
      [endpoints.openidProvider.decide]: ok({ redirectTo: 'http://localhost/oidc/auth/uid-1' }),
    });
    const { user } = renderApp('/connect/uid-1');
    const list = await screen.findByRole('list', { name: 'What Central library will receive' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'An identifier for you that only this application gets',
      'Whether you are a verified graduate, with your year, programme and college',
    ]);
    await user.click(screen.getByRole('button', { name: 'Allow' }));
    // The browser then goes to the answer's redirectTo (back through the provider to the application).
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    const decision = requests.find((request) => request.method === 'POST');
    expect(decision?.url).toMatch(/\/api\/v1\/openid\/interactions\/uid-1$/);
    expect(await decision?.json()).toEqual({ allow: true });
  });

  it('says when the request has expired or belongs to another browser', async () => {
    signIn();
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [endpoints.openidProvider.consent]: failure(
        404,
        'NOT_FOUND',
        'This sign-in request has expired or was started in another browser. Go back to the application and sign in again.',
      ),
    });
    renderApp('/connect/uid-1');
    expect(await screen.findByText(/started in another browser/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Allow' })).toBeNull();
  });
});
