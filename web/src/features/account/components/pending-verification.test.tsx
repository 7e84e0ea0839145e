import { endpoints, type VerificationState } from '@alumni/contract';
import { configure, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { urlOf } from '@/lib/api';
import { account, institution } from '@/test/fixtures';
import { mockApi, ok, page } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

// The gated pages load lazily (app/more.tsx, then the page); on a busy machine that takes a while.
configure({ asyncUtilTimeout: 5_000 });

const pending = { ...account, verification: { status: 'pending' as const, note: null, verifiedAt: null } };

function state(overrides: Partial<VerificationState> = {}): VerificationState {
  return {
    status: 'pending',
    reason: 'details-differ',
    mismatchedFields: ['fullName', 'yearOfPassing'],
    medianWaitHours: 30,
    document: null,
    ...overrides,
  };
}

function open(path: string, verification = state()) {
  window.localStorage.setItem('token', 'session-token');
  window.localStorage.setItem('userId', account._id);
  const mocked = mockApi({
    [endpoints.institution.config]: ok(institution),
    [endpoints.account.mine]: ok(pending),
    [endpoints.verification.mine]: ok(verification),
    [endpoints.chapters.list]: page([]),
    [endpoints.mentoring.list]: page([]),
    [endpoints.notifications.unread]: ok({ unread: 0 }),
  });
  return { ...mocked, ...renderApp(path) };
}

afterEach(() => window.localStorage.clear());

describe('a pending member', () => {
  it.each(['/chapters', '/mentoring'])(
    'sees the "waiting for verification" gate on %s, not an error, and the page asks nothing',
    async (path) => {
      const { requests } = open(path);
      expect(await screen.findByRole('heading', { level: 1, name: 'Waiting for verification' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
      const asked = requests.map((request) => new URL(request.url).pathname);
      expect(asked).not.toContain(urlOf(endpoints.chapters.list));
      expect(asked).not.toContain(urlOf(endpoints.mentoring.list));
    },
  );

  it('is told which details differ from the roll, who decides and how long it usually takes', async () => {
    open('/chapters');
    expect(
      await screen.findByText(
        /the graduate roll has your enrollment number, but these details differ from it: full name, year of passing\./,
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'correct it on your profile' }).getAttribute('href')).toBe(
      '/updateProfilePage',
    );
    expect(screen.getByText(/Recently a decision took about 30 hours from sign-up \(the median\)/)).toBeTruthy();
    expect(screen.getByLabelText('A document for the reviewer (optional)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Attach the document' }).hasAttribute('disabled')).toBe(true);
  });

  it('is told when no roll entry has the enrollment number, and sees the document attached', async () => {
    open(
      '/mentoring',
      state({
        reason: 'not-on-roll',
        mismatchedFields: ['enrollmentNumber'],
        medianWaitHours: 80,
        document: { attachedAt: '2026-11-20T10:00:00.000Z' },
      }),
    );
    expect(await screen.findByText(/the graduate roll has no entry with your enrollment number/)).toBeTruthy();
    expect(screen.getByText(/took about 3 days from sign-up/)).toBeTruthy();
    expect(screen.getByText('Attached on 20 Nov 2026.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Replace the document' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove the document' })).toBeTruthy();
  });
});
