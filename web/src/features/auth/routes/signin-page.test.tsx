import { endpoints } from '@alumni/contract';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { urlOf } from '@/lib/api';
import { descriptionOf } from '@/test/fields';
import { account, institution } from '@/test/fixtures';
import { failure, mockApi, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

async function openSignIn(routes: Parameters<typeof mockApi>[0] = {}, at = '/signin') {
  const api = mockApi({ [endpoints.institution.config]: ok(institution), ...routes });
  const app = renderApp(at);
  await screen.findByRole('heading', { level: 1, name: 'Sign in' });
  return { ...api, ...app };
}

async function submitCredentials(user: Awaited<ReturnType<typeof openSignIn>>['user'], password = 'secret-password') {
  await user.type(screen.getByLabelText('Email'), 'ananya.sen@example.org');
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in page', () => {
  it('says "Invalid email or password." when the server answers 401', async () => {
    const { user } = await openSignIn({
      [endpoints.auth.login]: failure(401, 'UNAUTHORIZED', 'Invalid email or password.'),
    });

    await submitCredentials(user, 'wrong-password');

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid email or password.');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('shows the server message for other failures, such as too many attempts', async () => {
    const tooMany = 'Too many failed sign-in attempts. Please try again in 15 minutes.';
    const { user } = await openSignIn({ [endpoints.auth.login]: failure(429, 'RATE_LIMITED', tooMany) });

    await submitCredentials(user);

    expect((await screen.findByRole('alert')).textContent).toBe(tooMany);
  });

  it('says the server could not be reached when the network fails', async () => {
    const { user, fetchMock } = await openSignIn();
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));

    await submitCredentials(user);

    expect((await screen.findByRole('alert')).textContent).toMatch(/could not reach the server/i);
  });

  it('asks for the email and password beside their fields before sending anything', async () => {
    const { user, requests } = await openSignIn();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(descriptionOf(await screen.findByLabelText('Email'))).toBe('Email is required');
    expect(descriptionOf(screen.getByLabelText('Password'))).toBe('Password is required');
    expect(requests.some((request) => request.url.endsWith('/login'))).toBe(false);
  });

  it('shows no provider button when none is configured, and links to sign up', async () => {
    await openSignIn({ [endpoints.identities.providers]: ok([]) });

    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/signup');
    expect(screen.queryByRole('link', { name: /^Sign in with/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Sign in with/ })).toBeNull();
  });

  it('offers "Sign in with {name}" for each configured provider, leading to its start', async () => {
    await openSignIn({
      [endpoints.identities.providers]: ok([
        { id: 'google', name: 'Google' },
        { id: 'makaut', name: 'MAKAUT SSO' },
      ]),
    });

    const google = await screen.findByRole('link', { name: 'Sign in with Google' });
    expect(google.getAttribute('href')).toBe('/api/v1/auth/oidc/google/start');
    expect(screen.getByRole('link', { name: 'Sign in with MAKAUT SSO' }).getAttribute('href')).toBe(
      '/api/v1/auth/oidc/makaut/start',
    );
  });

  it('sends the page it was asked to come back to along with a provider sign-in', async () => {
    await openSignIn(
      { [endpoints.identities.providers]: ok([{ id: 'google', name: 'Google' }]) },
      `/signin?${new URLSearchParams({ returnTo: '/connect/abc?x=1' })}`,
    );
    const google = await screen.findByRole('link', { name: 'Sign in with Google' });
    expect(google.getAttribute('href')).toBe(
      `/api/v1/auth/oidc/google/start?${new URLSearchParams({ returnTo: '/connect/abc?x=1' })}`,
    );
  });

  it('signs in with "Keep me logged in", stores the session, confirms and goes home', async () => {
    const login = vi.fn(async () =>
      ok({
        token: 'fresh-token',
        expiresAt: '2030-01-01T00:00:00.000Z',
        user: {
          _id: account._id,
          fullName: account.name,
          email: account.email,
          gender: account.gender,
          profilePicture: null,
          collegeName: 'Heritage Institute of Technology',
          programme: 'Computer Science Engineering',
          yearOfPassing: 2015,
          role: account.role,
          verificationStatus: account.verification.status,
        },
      }),
    );
    const { user, requests } = await openSignIn({
      [endpoints.auth.login]: login,
      [endpoints.account.mine]: ok(account),
    });

    await user.click(screen.getByLabelText('Keep me logged in'));
    await submitCredentials(user);

    expect(await screen.findByRole('heading', { level: 1, name: institution.banner.title })).toBeTruthy();
    expect(await screen.findByText('Login successful!')).toBeTruthy();
    expect(await screen.findByText('Welcome, Ananya')).toBeTruthy();
    expect(window.localStorage.getItem('token')).toBe('fresh-token');
    expect(window.localStorage.getItem('userId')).toBe(account._id);
    const loginRequest = requests.find((request) => request.url.endsWith(urlOf(endpoints.auth.login)));
    expect(await loginRequest?.json()).toEqual({
      email: 'ananya.sen@example.org',
      password: 'secret-password',
      keepLoggedIn: true,
    });
  });
});
