import { endpoints } from '@alumni/contract';
import { configure, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, institution } from '@/test/fixtures';
import { failure, mockApi, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

// The pages load lazily, behind the not-found route's module.
configure({ asyncUtilTimeout: 5_000 });

const SAME_ANSWER =
  'If an account uses this address, we have sent it a link to set a new password. The link works for 30 minutes.';

describe('forgot password', () => {
  it('is linked from the sign-in page and shows the server’s one answer after sending the address', async () => {
    const { requests } = mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.mailLinks.forgotPassword]: ok(null, 200, SAME_ANSWER),
    });
    const { user } = renderApp('/signin');
    await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot password' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Send me a link' }));
    expect(await screen.findByText('Email is required')).toBeTruthy();
    await user.type(screen.getByLabelText('Email'), 'Ananya.Sen@example.org');
    await user.click(screen.getByRole('button', { name: 'Send me a link' }));

    expect((await screen.findByText(SAME_ANSWER)).closest('[role="status"]')).toBeTruthy();
    const sent = requests.find((request) => request.url.endsWith('/password/forgot'));
    expect(await sent?.json()).toEqual({ email: 'ananya.sen@example.org' });
  });
});

describe('set a new password', () => {
  it('sends the token from the link’s fragment with the new password, then goes to sign in', async () => {
    const { requests } = mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.mailLinks.resetPassword]: ok(null, 200, 'Your new password is set. Please sign in with it.'),
    });
    const { user, currentLocation } = renderApp('/reset-password#token=abcdefghijklmnopqrstuvwxyz0123456789');
    await screen.findByRole('heading', { level: 1, name: 'Set a new password' });
    await user.type(screen.getByLabelText('New password'), 'a brand new passphrase');
    await user.type(screen.getByLabelText('Confirm new password'), 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    await waitFor(() => expect(currentLocation().pathname).toBe('/signin'));
    expect((await screen.findByRole('status')).textContent).toContain('Your new password is set.');
    const sent = requests.find((request) => request.url.endsWith('/password/reset'));
    expect(await sent?.json()).toEqual({
      token: 'abcdefghijklmnopqrstuvwxyz0123456789',
      password: 'a brand new passphrase',
    });
  });

  it('shows why a used or expired link is refused, with the way to a new one', async () => {
    const used = 'This link has already been used. Ask for a new one with "Forgot password?" on the sign-in page.';
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.mailLinks.resetPassword]: failure(400, 'VALIDATION', used),
    });
    const { user } = renderApp('/reset-password#token=abcdefghijklmnopqrstuvwxyz0123456789');
    await screen.findByRole('heading', { level: 1, name: 'Set a new password' });
    await user.type(screen.getByLabelText('New password'), 'a brand new passphrase');
    await user.type(screen.getByLabelText('Confirm new password'), 'a brand new passphrase');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));

    expect((await screen.findByRole('alert')).textContent).toBe(used);
    expect(screen.getByRole('link', { name: 'Ask for a new one' }).getAttribute('href')).toBe('/forgot-password');
  });

  it('says a link without its token is incomplete', async () => {
    mockApi({ [endpoints.institution.config]: ok(institution) });
    renderApp('/reset-password');
    expect((await screen.findByRole('alert')).textContent).toMatch(/incomplete/);
    expect(screen.queryByLabelText('New password')).toBeNull();
  });
});

describe('confirm your address', () => {
  it('confirms once on opening the link and shows the server’s words', async () => {
    const { requests } = mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.mailLinks.confirmEmail]: ok(
        { email: account.email },
        200,
        `Thank you: ${account.email} is confirmed.`,
      ),
    });
    renderApp('/confirm-email#token=abcdefghijklmnopqrstuvwxyz0123456789');
    const confirmed = await screen.findByText(`Thank you: ${account.email} is confirmed.`);
    expect(confirmed.closest('[role="status"]')).toBeTruthy();
    expect(requests.filter((request) => request.url.endsWith('/email/confirm'))).toHaveLength(1);
  });

  it('shows why an expired link is refused', async () => {
    const expired = 'This link has expired. Sign in and use "Send again" on your account page for a new one.';
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.mailLinks.confirmEmail]: failure(400, 'VALIDATION', expired),
    });
    renderApp('/confirm-email#token=abcdefghijklmnopqrstuvwxyz0123456789');
    expect((await screen.findByRole('alert')).textContent).toBe(expired);
  });

  it('leaves unknown paths to the not-found page', async () => {
    mockApi({ [endpoints.institution.config]: ok(institution) });
    renderApp('/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeTruthy();
  });
});
