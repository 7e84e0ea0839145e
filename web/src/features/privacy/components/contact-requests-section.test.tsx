import { endpoints, type IncomingContactRequest } from '@alumni/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, institution } from '@/test/fixtures';
import { mockApi, ok, page } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const notice = {
  version: 1,
  paragraphs: ['Each use beyond running your account is listed on its own.'],
  required: { title: 'Your account', description: 'To sign you in.' },
  purposes: [],
  grievanceOfficer: { name: 'Ms. Officer', email: 'grievance@example.org', address: 'Kolkata' },
};

const asker = (name: string, id: string) => ({ _id: id, fullName: name, profilePicture: null });
const request = (changes: Partial<IncomingContactRequest>): IncomingContactRequest => ({
  _id: 'c1',
  direction: 'incoming',
  asker: asker('Rina Sen', 'u-rina'),
  field: 'phone',
  reason: 'We were in the same hostel',
  status: 'pending',
  createdAt: '2026-11-20T10:00:00.000Z',
  decidedAt: null,
  revokedAt: null,
  ...changes,
});

describe('the privacy page’s contact on request', () => {
  it('lists pending requests with their reason, approves one, and takes a permission back in one action', async () => {
    window.localStorage.setItem('token', 'session-token');
    window.localStorage.setItem('userId', account._id);
    let rows = [
      request({}),
      request({
        _id: 'c2',
        asker: asker('Amit Das', 'u-amit'),
        field: 'email',
        status: 'approved',
        decidedAt: '2026-11-18T09:00:00.000Z',
      }),
    ];
    const { requests } = mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [endpoints.privacy.notice]: ok(notice),
      [endpoints.privacy.consents]: ok({ noticeVersion: 1, purposes: [], toAsk: [] }),
      [endpoints.privacy.consentRecord]: ok([]),
      [endpoints.privacy.adminReads]: page([]),
      [endpoints.privacy.contactRequests]: () => page(rows),
      [endpoints.privacy.decideContact]: () => {
        rows = rows.map((row) =>
          row._id === 'c1' ? { ...row, status: 'approved', decidedAt: '2026-11-21T10:00:00.000Z' } : row,
        );
        return ok(rows[0]);
      },
      [endpoints.privacy.revokeContact]: () => {
        rows = rows.map((row) => (row._id === 'c2' ? { ...row, status: 'revoked' } : row));
        return ok(rows[1]);
      },
    });
    const { user } = renderApp('/account/privacy');

    const section = (await screen.findByRole('heading', { level: 2, name: 'Contact on request' })).closest(
      'section',
    ) as HTMLElement;
    const waiting = await within(section).findByRole('list', { name: 'Waiting for your answer' });
    expect(within(waiting).getByText('Rina Sen asks to see your Phone')).toBeTruthy();
    expect(within(waiting).getByText('Reason: We were in the same hostel')).toBeTruthy();
    const shared = within(section).getByRole('list', { name: 'Who can see what' });
    expect(within(shared).getByText(/^Amit Das sees your Email since /)).toBeTruthy();

    await user.click(within(waiting).getByRole('button', { name: 'Approve: Rina Sen, Phone' }));
    await waitFor(() => expect(requests.some((sent) => sent.method === 'PUT')).toBe(true));
    const put = requests.find((sent) => sent.method === 'PUT');
    expect(new URL(put?.url ?? '').pathname).toBe('/api/v1/privacy/contact-requests/c1');
    expect(await put?.clone().json()).toEqual({ decision: 'approve' });
    expect(await within(section).findByText(/^Rina Sen sees your Phone since /)).toBeTruthy();
    expect(within(section).getByText('No request is waiting.')).toBeTruthy();

    await user.click(within(section).getByRole('button', { name: 'Take back: Amit Das, Email' }));
    await waitFor(() => expect(within(section).queryByText(/^Amit Das sees your Email/)).toBeNull());
    expect(requests.some((sent) => sent.method === 'DELETE' && sent.url.endsWith('/contact-requests/c2'))).toBe(true);
  });
});
