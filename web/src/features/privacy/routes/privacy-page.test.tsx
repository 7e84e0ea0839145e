import { type ConsentState, endpoints, type PrivacyNotice, type PrivacySummary } from '@alumni/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, institution } from '@/test/fixtures';
import { mockApi, ok, page } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const notice: PrivacyNotice = {
  version: 2,
  paragraphs: ['Each use beyond running your account is listed on its own.'],
  required: { title: 'Your account (needed for the portal to work)', description: 'To sign you in.' },
  purposes: [
    {
      purpose: 'directory',
      title: 'Listed in the directory and search',
      description: 'Members find you.',
      changedIn: 1,
    },
    { purpose: 'map', title: 'Shown on the alumni map', description: 'Your city on the map.', changedIn: 2 },
  ],
  grievanceOfficer: { name: 'Ms. Officer', email: 'grievance@example.org', address: 'The office, Kolkata' },
};

const consents: ConsentState = {
  noticeVersion: 2,
  purposes: [
    { purpose: 'directory', granted: true, decidedAt: '2026-11-01T10:00:00.000Z', noticeVersion: 1 },
    { purpose: 'map', granted: false, decidedAt: null, noticeVersion: null },
  ],
  toAsk: ['map'],
};

describe('the privacy page', () => {
  it('shows the choices, asks about a changed purpose, saves every answer under the notice version, and lists the record', async () => {
    window.localStorage.setItem('token', 'session-token');
    window.localStorage.setItem('userId', account._id);
    const { requests } = mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [endpoints.privacy.notice]: ok(notice),
      [endpoints.privacy.consents]: ok(consents),
      [endpoints.privacy.consentRecord]: ok([
        {
          _id: 'r1',
          purpose: 'directory',
          granted: true,
          noticeVersion: 1,
          how: 'sign-up',
          at: '2026-11-01T10:00:00.000Z',
        },
      ]),
      [endpoints.privacy.decide]: ok({ ...consents, toAsk: [] }),
    });
    const { user } = renderApp('/account/privacy');

    expect(await screen.findByRole('heading', { level: 1, name: 'My privacy' })).toBeTruthy();
    expect(await screen.findByText(/Please answer for: Shown on the alumni map\./)).toBeTruthy();
    const directory = screen.getByRole('checkbox', { name: 'Listed in the directory and search' }) as HTMLInputElement;
    const map = screen.getByRole('checkbox', { name: 'Shown on the alumni map' }) as HTMLInputElement;
    expect(directory.checked).toBe(true);
    expect(map.checked).toBe(false);
    expect(await screen.findByText('Granted: Listed in the directory and search')).toBeTruthy();
    const officer = screen.getByRole('heading', { name: 'Grievance officer' }).closest('section') as HTMLElement;
    expect(within(officer).getByRole('link', { name: 'grievance@example.org' }).getAttribute('href')).toBe(
      'mailto:grievance@example.org',
    );

    await user.click(directory);
    await user.click(screen.getByRole('button', { name: 'Save my choices' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    const put = requests.find((request) => request.method === 'PUT');
    expect(await put?.clone().json()).toEqual({
      noticeVersion: 2,
      decisions: [
        { purpose: 'directory', granted: false },
        { purpose: 'map', granted: false },
      ],
    });
    expect(await screen.findByText('Your choices are saved.')).toBeTruthy();
  });

  it('lists the admins who opened the member’s record, what they saw and when, and says so when none did', async () => {
    window.localStorage.setItem('token', 'session-token');
    window.localStorage.setItem('userId', account._id);
    const routes = {
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [endpoints.privacy.notice]: ok(notice),
      [endpoints.privacy.consents]: ok({ ...consents, toAsk: [] }),
      [endpoints.privacy.consentRecord]: ok([]),
    };
    mockApi({
      ...routes,
      [endpoints.privacy.adminReads]: page([
        { _id: 'a2', readerName: 'Admin Two', what: 'verification-document', at: '2026-11-03T10:00:00.000Z' },
        { _id: 'a1', readerName: 'Admin One', what: 'account', at: '2026-11-02T10:00:00.000Z' },
      ]),
    });
    const first = renderApp('/account/privacy');
    const section = (await screen.findByRole('heading', { name: 'Admins who opened your record' })).closest(
      'section',
    ) as HTMLElement;
    const lines = await within(section).findAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      expect.stringContaining('Admin Two: the document you attached for verification'),
      expect.stringContaining('Admin One: your account in the list of members'),
    ]);
    first.unmount();

    mockApi({ ...routes, [endpoints.privacy.adminReads]: page([]) });
    renderApp('/account/privacy');
    expect(await screen.findByText('No admin has opened your record.')).toBeTruthy();
  });

  it('says what the portal holds, who sees each field, and who it was shared with', async () => {
    window.localStorage.setItem('token', 'session-token');
    window.localStorage.setItem('userId', account._id);
    const summary: PrivacySummary = {
      account: {
        fullName: 'Mira Sen',
        email: 'mira@example.org',
        phone: '9876543210',
        createdAt: '2024-05-01T10:00:00.000Z',
        language: 'en',
        signInProviders: ['Google'],
        hasPassword: true,
      },
      profile: [
        { field: 'email', filled: true, audience: 'alumni' },
        { field: 'address', filled: true, audience: 'on_request' },
        { field: 'dob', filled: false, audience: 'private' },
      ],
      verification: {
        status: 'verified',
        enrollmentNumber: 'MAKAUT123',
        programme: 'B.Tech',
        collegeName: 'College of Engineering',
        yearOfPassing: 2015,
        verifiedAt: '2024-05-02T10:00:00.000Z',
        documentAttachedAt: null,
      },
      posts: [
        { kind: 'story', count: 2 },
        { kind: 'message', count: 7 },
      ],
      consents: [{ purpose: 'directory', granted: true, decidedAt: '2026-11-01T10:00:00.000Z' }],
      sharedWith: {
        contactApprovals: [
          {
            _id: 'c1',
            member: { _id: 'u2', fullName: 'Arjun Das' },
            field: 'address',
            since: '2026-11-05T10:00:00.000Z',
            until: null,
          },
        ],
        applications: [{ clientId: 'library', name: 'Central library', scopes: ['openid', 'email'], since: null }],
        adminReads: {
          total: 9,
          latest: [{ _id: 'a1', readerName: 'Admin One', what: 'account', at: '2026-11-02T10:00:00.000Z' }],
        },
      },
    };
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [endpoints.privacy.notice]: ok(notice),
      [endpoints.privacy.consents]: ok({ ...consents, toAsk: [] }),
      [endpoints.privacy.consentRecord]: ok([]),
      [endpoints.rights.summary]: ok(summary),
    });
    renderApp('/account/privacy');
    const section = (await screen.findByRole('heading', { level: 2, name: 'What the portal holds about you' })).closest(
      'section',
    ) as HTMLElement;
    expect(await within(section).findByText('mira@example.org')).toBeTruthy();
    expect(within(section).getByText('your password, Google')).toBeTruthy();
    const address = within(section).getByText('Address').closest('li') as HTMLElement;
    expect(address.textContent).toContain('Only alumni you approve see it');
    expect(within(section).getByText('Not filled in: Date of birth.')).toBeTruthy();
    expect(within(section).getByText('Listed in the directory and search').closest('li')?.textContent).toContain(
      'Allowed',
    );
    expect(within(section).getByText(/^Arjun Das sees your Address since /)).toBeTruthy();
    expect(within(section).getByText('Central library receives:')).toBeTruthy();
    expect(within(section).getByText('Your e-mail address, and whether you confirmed it')).toBeTruthy();
    expect(within(section).getByText('Admin One')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'All 9 of them, and what each opened, below' })).toBeTruthy();
  });

  it('sends a visitor to sign in', async () => {
    mockApi({ [endpoints.institution.config]: ok(institution) });
    renderApp('/account/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeTruthy();
  });
});
