import { endpoints } from '@alumni/contract';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { account, institution } from '@/test/fixtures';
import { mockApi, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

describe('the header for a signed-in member', () => {
  it('names notifications and messages, with their unread counts, in Bengali from the first view’s catalogues alone', async () => {
    window.localStorage.setItem('token', 'session-token');
    window.localStorage.setItem('userId', account._id);
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok({ ...account, language: 'bn' }),
      [endpoints.notifications.unread]: ok({ unread: 2 }),
      [endpoints.messages.unread]: ok({ total: 3 }),
    });
    // Only the shell's and the home page's catalogues: no lazy page has loaded its feature's.
    await act(() => activateLanguage('bn'));
    renderApp('/');

    expect(await screen.findByRole('button', { name: 'বিজ্ঞপ্তি, ২টি না-পড়া' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'বার্তা, ৩টি না-পড়া' })).toBeTruthy();
  });

  it('gives a college coordinator links to their review queue and dashboard, and other members none', async () => {
    window.localStorage.setItem('token', 'session-token');
    window.localStorage.setItem('userId', account._id);
    const routes = {
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [endpoints.admin.coordination]: ok({ admin: false, colleges: [institution.colleges[0]] }),
    };
    mockApi(routes);
    const { unmount } = renderApp('/');
    expect((await screen.findAllByRole('link', { name: 'Insights' }))[0]?.getAttribute('href')).toBe('/admin/insights');
    expect(screen.getAllByRole('link', { name: 'Review queue' })[0]?.getAttribute('href')).toBe('/admin');
    unmount();

    const { requests } = mockApi({ ...routes, [endpoints.admin.coordination]: ok({ admin: false, colleges: [] }) });
    renderApp('/');
    await screen.findAllByRole('link', { name: 'My account' });
    await expect.poll(() => requests.some((request) => request.url.endsWith('/admin/coordination'))).toBe(true);
    expect(screen.queryByRole('link', { name: 'Insights' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Review queue' })).toBeNull();
  });
});
