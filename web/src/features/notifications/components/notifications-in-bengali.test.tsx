import { endpoints } from '@alumni/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { account, institution } from '@/test/fixtures';
import { mockApi, ok, page } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

function signIn() {
  window.localStorage.setItem('token', 'session-token');
  window.localStorage.setItem('userId', account._id);
}

const notice = {
  _id: '0b6f2a3e-1c1a-4c55-9a8e-2c1f7f1f0001',
  kind: 'message.unread',
  title: 'Arnab Ghosh wrote to you',
  body: 'Are you coming to the reunion?',
  link: '/message/0b6f2a3e-1c1a-4c55-9a8e-2c1f7f1f0009',
  read: false,
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('notifications in Bengali', () => {
  it('names the header menu in Bengali on the first view, before any lazy page has loaded the catalogues', async () => {
    signIn();
    // As main.tsx does on a first visit: the shell's and the first view's catalogues only.
    await activateLanguage('bn');
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [endpoints.notifications.unread]: ok({ unread: 1 }),
      [endpoints.notifications.list]: page([notice]),
      [endpoints.messages.unread]: ok({ total: 0 }),
    });
    const { user } = renderApp('/');

    // The catalogues are fetched (here: compiled from every .po file) after the first render,
    // which on a busy machine takes more than the usual three seconds.
    const button = await screen.findByRole('button', { name: 'বিজ্ঞপ্তি, ১টি না-পড়া' });
    await user.click(button);
    const panel = await screen.findByRole('region', { name: 'বিজ্ঞপ্তি' });
    // The notice itself is the server's text; the menu's own words are Bengali.
    expect(await within(panel).findByText('Arnab Ghosh wrote to you')).toBeTruthy();
    expect(within(panel).getByText('না-পড়া:')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'সবগুলি পড়া হয়েছে বলে চিহ্নিত করুন' })).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'ইমেল সেটিংস' })).toBeTruthy();
  });

  it('shows the e-mail settings page in Bengali', async () => {
    signIn();
    await activateLanguage('bn', { everything: true });
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [endpoints.notifications.mailSettings]: ok({ messageNotices: true, digest: false, announcements: true }),
    });
    renderApp('/account/email');

    expect(await screen.findByRole('heading', { level: 1, name: 'ইমেল সেটিংস' })).toBeTruthy();
    await waitFor(() => expect(document.title).toContain('ইমেল সেটিংস'));
    const digest = (await screen.findByRole('checkbox', { name: 'সাপ্তাহিক সংকলন' })) as HTMLInputElement;
    expect(digest.checked).toBe(false);
    expect(screen.getByRole('checkbox', { name: 'না-পড়া বার্তা' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'আমার অ্যাকাউন্টে ফিরে যান' })).toBeTruthy();
  });
});
