import { type AdminReport, endpoints } from '@alumni/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminAccount, signInAs } from '@/test/admin-fixtures';
import { institution } from '@/test/fixtures';
import { mockApi, ok, page, routeKey } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

// The admin pages load lazily (layout, then page); on a busy machine that can take a while.
configure({ asyncUtilTimeout: 5_000 });

/** A report of a content type a server module added after this page was written (docs/decisions/0047). */
function aReportOfAnAchievement(): AdminReport {
  return {
    _id: 'report-1',
    kind: 'report',
    reason: 'Copied from elsewhere',
    status: 'open',
    createdAt: '2026-11-20T10:00:00.000Z',
    resolvedAt: null,
    reporter: { _id: 'member-2', fullName: 'Rina Sen' },
    item: {
      type: 'achievement',
      _id: 'achievement-1',
      label: 'Ran the Kolkata marathon',
      excerpt: 'Finished in under four hours.',
      author: { _id: 'member-1', fullName: 'Amit Roy', suspended: false },
      hidden: false,
    },
  };
}

describe('the reports page', () => {
  it('shows a report of a content type it has no words for as an item, and hides it through the API', async () => {
    signInAs();
    const hide = routeKey(endpoints.moderation.hide, { type: 'achievement', id: 'achievement-1' });
    const { requests } = mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(adminAccount),
      [endpoints.moderation.reports]: page([aReportOfAnAchievement()]),
      [hide]: ok({ resolvedReports: 1 }),
    });
    renderApp('/admin/reports');
    const heading = await screen.findByRole('heading', { name: 'Ran the Kolkata marathon' });
    const report = heading.closest('article');
    if (!(report instanceof HTMLElement)) throw new Error('the report is not an article');
    // Its kind is named as the server names it, and its words are the general ones.
    expect(within(report).getByText('achievement')).toBeTruthy();
    await userEvent.click(within(report).getByRole('button', { name: /^Hide/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Hide this item' });
    await userEvent.type(within(dialog).getByRole('textbox'), 'Not the member’s own');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Hide' }));
    const sentTo = () => requests.filter((request) => `${request.method} ${new URL(request.url).pathname}` === hide);
    await waitFor(() => expect(sentTo()).toHaveLength(1));
    const sent = sentTo();
    expect(await sent[0]?.json()).toEqual({ reason: 'Not the member’s own' });
  });
});
