import { endpoints, type ReviewItem } from '@alumni/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { urlOf } from '@/lib/api';
import { activateLanguage } from '@/lib/i18n';
import { adminAccount, anAdminUser, signInAs } from '@/test/admin-fixtures';
import { descriptionOf } from '@/test/fields';
import { account, institution } from '@/test/fixtures';
import { failure, type MockRoute, mockApi, ok, page, routeKey } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

// The admin pages load lazily (layout, then page); on a busy machine that can take a while.
configure({ asyncUtilTimeout: 5_000 });

const QUEUE = endpoints.admin.reviewQueue;

function aReviewItem(): ReviewItem {
  const user = anAdminUser();
  return {
    user,
    document: false,
    candidates: [
      {
        entry: {
          enrollmentNumber: 'KGEC/2018/0101',
          fullName: 'Sourav Dutt',
          programme: 'Computer Science Engineering',
          collegeName: 'Kalyani Government Engineering College',
          yearOfPassing: 2017,
        },
        matches: false,
        sameEnrollmentNumber: true,
      },
      {
        entry: {
          enrollmentNumber: 'KGEC/2018/0110',
          fullName: 'Sourav Dutta',
          programme: 'Computer Science Engineering',
          collegeName: 'Kalyani Government Engineering College',
          yearOfPassing: 2018,
        },
        matches: true,
        sameEnrollmentNumber: false,
      },
    ],
  };
}

function openQueue(routes: Record<string, MockRoute>) {
  signInAs();
  const api = mockApi({
    [endpoints.institution.config]: ok(institution),
    [endpoints.account.mine]: ok(adminAccount),
    ...routes,
  });
  return { ...api, ...renderApp('/admin') };
}

/** The requests of one call, named by its route key (`routeKey(entry, params)`: its method and path). */
function sent(requests: Request[], call: string) {
  return requests.filter((request) => `${request.method} ${new URL(request.url).pathname}` === call);
}

describe('review queue', () => {
  it('shows each pending sign-up beside its closest roll rows, marked "Matches" or "Same enrollment number"', async () => {
    openQueue({ [QUEUE]: page([aReviewItem()]) });

    expect(await screen.findByRole('heading', { level: 1, name: 'Review queue' })).toBeTruthy();
    const card = (await screen.findByRole('heading', { level: 2, name: 'Sourav Dutta' })).closest('article');
    if (!card) throw new Error('no card');
    expect(within(card).getByText('KGEC/2018/0101', { selector: 'dd' })).toBeTruthy();
    const rows = within(card).getByRole('list', { name: 'Roll rows closest to Sourav Dutta' });
    const [first, second] = within(rows).getAllByRole('listitem');
    expect(first?.textContent).toContain('Same enrollment number');
    expect(first?.textContent).not.toContain('Matches');
    // The year that differs from the sign-up's is marked in words too.
    expect(first?.textContent).toContain('2017 (differs)');
    expect(second?.textContent).toContain('Matches');
    expect(within(card).getByRole('button', { name: 'Approve Sourav Dutta' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Reject Sourav Dutta' })).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'Administration' }))
        .getByRole('link', { name: 'Review queue' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('approves with no reason needed, says so, and refreshes the queue', async () => {
    let pending = [aReviewItem()];
    const { requests, user } = openQueue({
      [QUEUE]: () => page(pending),
      [routeKey(endpoints.admin.approve, { id: 'user-7' })]: () => {
        pending = [];
        return ok(anAdminUser({ verificationStatus: 'verified' }), 200, 'Account verified');
      },
    });

    await user.click(await screen.findByRole('button', { name: 'Approve Sourav Dutta' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Sourav Dutta' });
    expect(document.activeElement).toBe(within(dialog).getByLabelText('Reason (optional)'));
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('Account verified')).toBeTruthy();
    expect(await screen.findByText('No sign-ups are waiting for review.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    const [approval] = sent(requests, routeKey(endpoints.admin.approve, { id: 'user-7' }));
    expect(await approval?.json()).toEqual({ reason: null });
    expect(approval?.headers.get('authorization')).toBe('session-token');
  });

  it('asks for the reason before rejecting, then sends it', async () => {
    const { requests, user } = openQueue({
      [QUEUE]: page([aReviewItem()]),
      [routeKey(endpoints.admin.reject, { id: 'user-7' })]: ok(
        anAdminUser({ verificationStatus: 'rejected' }),
        200,
        'Account rejected',
      ),
    });

    await user.click(await screen.findByRole('button', { name: 'Reject Sourav Dutta' }));
    const dialog = screen.getByRole('dialog', { name: 'Reject Sourav Dutta' });
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    const reason = within(dialog).getByLabelText('Reason');
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(descriptionOf(reason)).toContain('Reason is required');
    expect(sent(requests, routeKey(endpoints.admin.reject, { id: 'user-7' }))).toHaveLength(0);

    await user.type(reason, 'The year of passing does not match the roll');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('Account rejected')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [rejection] = sent(requests, routeKey(endpoints.admin.reject, { id: 'user-7' }));
    expect(await rejection?.json()).toEqual({ reason: 'The year of passing does not match the roll' });
  });

  it('keeps the dialog open with the server’s message when the action fails', async () => {
    const { user } = openQueue({
      [QUEUE]: page([aReviewItem()]),
      [routeKey(endpoints.admin.approve, { id: 'user-7' })]: failure(404, 'NOT_FOUND', 'User not found'),
    });

    await user.click(await screen.findByRole('button', { name: 'Approve Sourav Dutta' }));
    const dialog = screen.getByRole('dialog', { name: 'Approve Sourav Dutta' });
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    expect((await within(dialog).findByRole('alert')).textContent).toBe('User not found');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Approve Sourav Dutta' }));
  });

  it('tells a member who is not an admin that the page is for admins, and asks the admin API nothing', async () => {
    signInAs();
    const { requests } = mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
    });
    renderApp('/admin/users');

    expect(await screen.findByRole('heading', { level: 1, name: 'Admins only' })).toBeTruthy();
    expect(screen.getByText('Only the association’s admins can open this page.')).toBeTruthy();
    // A literal prefix on purpose: no path under /api/v1/admin, whichever entry it would be, but the
    // header's question whether the member coordinates colleges (decision 0056), which is about them.
    const coordination = new URL(urlOf(endpoints.admin.coordination), window.location.origin).pathname;
    const asked = requests.map((request) => new URL(request.url).pathname);
    expect(asked.filter((path) => path.startsWith('/api/v1/admin') && path !== coordination)).toEqual([]);
  });

  it('lets a college coordinator into the review queue alone, with their two sections', async () => {
    signInAs();
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [endpoints.admin.coordination]: ok({ admin: false, colleges: [institution.colleges[0]] }),
      [QUEUE]: page([aReviewItem()]),
    });
    renderApp('/admin');

    expect(await screen.findByRole('heading', { level: 1, name: 'Review queue' })).toBeTruthy();
    const sections = within(screen.getByRole('navigation', { name: 'Administration' })).getAllByRole('link');
    expect(sections.map((link) => link.textContent)).toEqual(['Review queue', 'Insights']);
  });

  it('speaks Bengali when Bengali is chosen: the sections, the queue and its actions', async () => {
    await activateLanguage('bn', { everything: true });
    const { user } = openQueue({ [QUEUE]: page([aReviewItem()]) });

    expect(await screen.findByRole('heading', { level: 1, name: 'যাচাইয়ের অপেক্ষায়' })).toBeTruthy();
    expect(
      within(screen.getByRole('navigation', { name: 'প্রশাসন' })).getByRole('link', { name: 'স্নাতক তালিকা' }),
    ).toBeTruthy();
    const card = await screen.findByRole('article');
    expect(within(card).getByText('মিলেছে')).toBeTruthy();
    expect(within(card).getByText('একই এনরোলমেন্ট নম্বর')).toBeTruthy();
    await user.click(within(card).getByRole('button', { name: 'অনুমোদন করুন Sourav Dutta' }));
    expect(screen.getByRole('dialog', { name: 'Sourav Dutta-কে অনুমোদন করুন' })).toBeTruthy();
  });
});
