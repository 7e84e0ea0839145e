import { endpoints } from '@alumni/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, institution } from '@/test/fixtures';
import { mockApi, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

describe('the e-mail settings page', () => {
  it('shows each optional mail as a labelled switch and saves a change at once', async () => {
    window.localStorage.setItem('token', 'session-token');
    window.localStorage.setItem('userId', account._id);
    let saved = { messageNotices: true, digest: true, announcements: true };
    const { requests } = mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [endpoints.notifications.mailSettings]: () => ok(saved),
      [endpoints.notifications.updateMailSettings]: async (request) => {
        saved = { ...saved, ...((await request.json()) as object) };
        return ok(saved);
      },
    });
    const { user } = renderApp('/account/email');

    expect(await screen.findByRole('heading', { level: 1, name: 'E-mail settings' })).toBeTruthy();
    const digest = (await screen.findByRole('checkbox', { name: 'Weekly digest' })) as HTMLInputElement;
    expect(digest.checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Unread messages' }) as HTMLInputElement).checked).toBe(true);
    expect((screen.getByRole('checkbox', { name: 'Announcements' }) as HTMLInputElement).checked).toBe(true);

    await user.click(digest);
    await waitFor(() => expect(digest.checked).toBe(false));
    const put = requests.find((request) => request.method === 'PUT');
    expect(await put?.clone().json()).toEqual({ digest: false });
    expect(await screen.findByText('Weekly digest: off')).toBeTruthy();
  });

  it('sends a visitor to sign in', async () => {
    mockApi({ [endpoints.institution.config]: ok(institution) });
    renderApp('/account/email');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
  });
});
