import { type Account, endpoints } from '@alumni/contract';
import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { urlOf } from '@/lib/api';
import { account, institution } from '@/test/fixtures';
import { mockApi, ok, page } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

configure({ asyncUtilTimeout: 5_000 });

const pending: Account = { ...account, verification: { status: 'pending', note: null, verifiedAt: null } };
const rejected: Account = {
  ...account,
  verification: {
    status: 'rejected',
    note: 'No graduate with this enrollment number passed in 2015.',
    verifiedAt: null,
  },
};

function openAs(me: Account, path: string) {
  window.localStorage.setItem('token', 'session-token');
  window.localStorage.setItem('userId', me._id);
  const api = mockApi({
    [endpoints.institution.config]: ok(institution),
    [endpoints.account.mine]: ok(me),
    [endpoints.community.directory]: page([]),
    [endpoints.messages.unread]: ok({ total: 2 }),
  });
  return { ...api, ...renderApp(path) };
}

function pathsAsked(requests: Request[]): string[] {
  return requests.map((request) => new URL(request.url).pathname);
}

describe('pages for verified members only', () => {
  it.each(['/community', '/messages', '/message/user-2', '/profile/user-2', '/createstory', '/jobpost'])(
    'shows a pending member at %s why it is closed, and asks nothing the API would refuse',
    async (path) => {
      const { requests } = openAs(pending, path);

      expect(await screen.findByRole('heading', { level: 1, name: 'Waiting for verification' })).toBeTruthy();
      const main = screen.getByRole('main');
      expect(main.textContent).toContain(
        'Your account is waiting for verification by the association. Until then you can',
      );
      expect(main.textContent).toContain('the directory, profiles, messages and posting open once it is verified.');
      expect(within(main).getByRole('link', { name: 'Write to the Principal’s office' }).getAttribute('href')).toBe(
        '/contact',
      );
      // The header still leads to Messages (its signed-in items load lazily), without asking for an unread count.
      const nav = screen.getByRole('navigation', { name: 'Main' });
      expect(await within(nav).findByRole('link', { name: 'Messages' })).toBeTruthy();
      expect(within(nav).queryByRole('link', { name: 'Admin' })).toBeNull();
      const asked = pathsAsked(requests);
      expect(asked).not.toContain(urlOf(endpoints.community.directory));
      // A literal prefix on purpose: no path under /api/v1/conversations at all, whichever entry it would be.
      expect(asked.some((pathname) => pathname.startsWith('/api/v1/conversations'))).toBe(false);
      expect(asked).not.toContain(urlOf(endpoints.messages.stream));
    },
  );

  it('shows a rejected member the admin’s reason', async () => {
    openAs(rejected, '/community');

    expect(await screen.findByRole('heading', { level: 1, name: 'Account not verified' })).toBeTruthy();
    expect(screen.getByRole('main').textContent).toContain(
      'Reason given: No graduate with this enrollment number passed in 2015.',
    );
  });

  it('lets a verified member in, with the unread count in the header', async () => {
    const { requests } = openAs(account, '/community');

    expect(await screen.findByRole('heading', { level: 1, name: 'Community' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Messages, 2 unread' })).toBeTruthy();
    expect(pathsAsked(requests)).toContain(urlOf(endpoints.community.directory));
  });

  it('shows admins the Admin link in the header', async () => {
    openAs({ ...account, role: 'admin' }, '/');

    const nav = await screen.findByRole('navigation', { name: 'Main' });
    expect((await within(nav).findByRole('link', { name: 'Admin' })).getAttribute('href')).toBe('/admin');
  });
});
