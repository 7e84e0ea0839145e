import { type ConsentState, endpoints, type PrivacyNotice } from '@alumni/contract';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { account, institution } from '@/test/fixtures';
import { mockApi, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const notice: PrivacyNotice = {
  version: 3,
  paragraphs: ['Each use beyond running your account is listed on its own.'],
  required: { title: 'Your account', description: 'To sign you in.' },
  purposes: [
    { purpose: 'directory', title: 'Listed in the directory', description: 'Members find you.', changedIn: 1 },
    { purpose: 'map', title: 'Shown on the map', description: 'Your city on the map.', changedIn: 3 },
  ],
  grievanceOfficer: { name: 'Ms. Officer', email: 'grievance@example.org', address: 'Kolkata' },
};

function consentsAsking(toAsk: ConsentState['toAsk']): ConsentState {
  return {
    noticeVersion: 3,
    purposes: [
      { purpose: 'directory', granted: true, decidedAt: '2026-11-01T10:00:00.000Z', noticeVersion: 1 },
      { purpose: 'map', granted: false, decidedAt: toAsk.length ? null : '2026-11-02T10:00:00.000Z', noticeVersion: 3 },
    ],
    toAsk,
  };
}

function signIn() {
  window.localStorage.setItem('token', 'session-token');
  window.localStorage.setItem('userId', account._id);
}

const BANNER = /Your privacy choices are needed\./;

describe('the banner asking for changed privacy choices', () => {
  const jsdomScroll = Element.prototype.scrollIntoView;
  afterEach(async () => {
    Element.prototype.scrollIntoView = jsdomScroll;
    await act(() => activateLanguage('en'));
  });

  it('shows on the next page while purposes wait for an answer, and its link opens the privacy page with them marked', async () => {
    signIn();
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [endpoints.privacy.notice]: ok(notice),
      [endpoints.privacy.consents]: ok(consentsAsking(['map'])),
      [endpoints.privacy.consentRecord]: ok([]),
    });
    const scrolled = vi.fn<(this: Element) => void>(function (this: Element) {});
    Element.prototype.scrollIntoView = scrolled;
    const { user } = renderApp('/');

    expect(await screen.findByText(BANNER)).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Review your privacy choices' });
    expect(link.getAttribute('href')).toBe('/account/privacy#choices');
    await user.click(link);

    expect(await screen.findByRole('heading', { level: 1, name: 'My privacy' })).toBeTruthy();
    const map = await screen.findByRole('checkbox', { name: 'Shown on the map' });
    expect(map.closest('li')?.textContent).toContain('Please answer:');
    const directory = screen.getByRole('checkbox', { name: 'Listed in the directory' });
    expect(directory.closest('li')?.textContent).not.toContain('Please answer:');
    // The choices are scrolled to once the page's data has come.
    await waitFor(() => expect(scrolled.mock.contexts.some((element) => element.id === 'choices')).toBe(true));
    // The page asks in place: the banner steps aside there.
    expect(screen.queryByText(BANNER)).toBeNull();
  });

  it('does not show when every purpose is answered under the current notice', async () => {
    signIn();
    const { requests } = mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [endpoints.privacy.consents]: ok(consentsAsking([])),
    });
    renderApp('/');

    await waitFor(() =>
      expect(requests.some((request) => new URL(request.url).pathname === '/api/v1/privacy/consents')).toBe(true),
    );
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(BANNER)).toBeNull();
  });

  it('does not ask a visitor, nor fetch consents for one', async () => {
    const { requests } = mockApi({ [endpoints.institution.config]: ok(institution) });
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText(BANNER)).toBeNull();
    expect(requests.some((request) => new URL(request.url).pathname === '/api/v1/privacy/consents')).toBe(false);
  });

  it('asks in Bengali', async () => {
    signIn();
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok({ ...account, language: 'bn' }),
      [endpoints.privacy.consents]: ok(consentsAsking(['map'])),
    });
    await act(() => activateLanguage('bn'));
    renderApp('/');

    expect(await screen.findByText(/আপনার গোপনীয়তার পছন্দগুলো জানানো দরকার।/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'আপনার গোপনীয়তার পছন্দগুলো দেখুন' })).toBeTruthy();
  });
});
