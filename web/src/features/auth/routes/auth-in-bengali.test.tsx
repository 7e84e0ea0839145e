import { endpoints } from '@alumni/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { institution } from '@/test/fixtures';
import { failure, mockApi, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

describe('sign-in page in Bengali', () => {
  it('names its fields, buttons and links in Bengali and says so in Bengali when the sign-in is refused', async () => {
    // The server's own words for a 401 are English here: the page words that refusal itself.
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.auth.login]: failure(401, 'UNAUTHORIZED', 'Invalid email or password.'),
      [endpoints.identities.providers]: ok([{ id: 'google', name: 'Google' }]),
    });
    await act(() => activateLanguage('bn'));
    const { user } = renderApp('/signin');

    // The page's name is a noun (সাইন ইন), its button the imperative (সাইন ইন করুন). The lazy
    // page waits for every Bengali catalogue: slower than one query on a busy machine.
    expect(await screen.findByRole('heading', { level: 1, name: 'সাইন ইন' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`সাইন ইন · ${institution.shortName}`));
    expect(screen.getByText('আবার স্বাগত। যে ইমেল ঠিকানা দিয়ে নিবন্ধন করেছিলেন, সেটি দিয়ে সাইন ইন করুন।')).toBeTruthy();
    expect(screen.getByLabelText('আমাকে সাইন ইন করে রাখুন')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'পাসওয়ার্ড ভুলে গেছেন?' }).getAttribute('href')).toBe('/forgot-password');
    expect((await screen.findByRole('link', { name: 'Google দিয়ে সাইন ইন করুন' })).getAttribute('href')).toBe(
      '/api/v1/auth/oidc/google/start',
    );
    expect(screen.getByRole('link', { name: 'নিবন্ধন করুন' }).getAttribute('href')).toBe('/signup');
    expect(within(screen.getByRole('main')).queryByText(/Sign in|Sign up|Password|Email/)).toBeNull();

    await user.type(screen.getByLabelText('ইমেল'), 'ananya.sen@example.org');
    await user.type(screen.getByLabelText('পাসওয়ার্ড'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'সাইন ইন করুন' }));

    expect((await screen.findByRole('alert')).textContent).toBe('ইমেল বা পাসওয়ার্ড সঠিক নয়।');
    expect(window.localStorage.getItem('token')).toBeNull();
  });
});
