import { endpoints, type FirstSteps } from '@alumni/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { urlOf } from '@/lib/api';
import { account, institution } from '@/test/fixtures';
import { mockApi, ok, page } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

function steps(done: string[] = [], dismissed = false): FirstSteps {
  return {
    steps: (['profile', 'chapter', 'directory', 'mail-settings'] as const).map((key) => ({
      key,
      done: done.includes(key),
    })),
    yearOfPassing: 2016,
    collegeChapterId: 'chapter-7',
    dismissed,
  };
}

function openHome(routes: Parameters<typeof mockApi>[0]) {
  window.localStorage.setItem('token', 'session-token');
  window.localStorage.setItem('userId', account._id);
  const mocked = mockApi({
    [endpoints.institution.config]: ok(institution),
    [endpoints.stories.list]: page([]),
    [endpoints.events.list]: page([]),
    [endpoints.account.mine]: ok(account),
    ...routes,
  });
  return { ...mocked, ...renderApp('/') };
}

afterEach(() => window.localStorage.clear());

describe('the first-run checklist on the home page', () => {
  it('shows a verified member their four steps, ticks what is done, and links each step', async () => {
    openHome({ [endpoints.firstSteps.get]: ok(steps(['chapter'])) });
    const checklist = await screen.findByRole('region', { name: 'Your first steps' });
    expect(within(checklist).getByText(/1 of 4 done/)).toBeTruthy();
    const links = within(checklist).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Complete your profile and add a photo', '/updateProfilePage'],
      ["Join your college's chapter (done)", '/chapters/chapter-7'],
      ['Find your batch in the directory', '/community?yearFrom=2016&yearTo=2016'],
      ['Choose your e-mail settings', '/account/email'],
    ]);
  });

  it('ticks the directory step as the member opens it from the list', async () => {
    const { requests, user } = openHome({
      [endpoints.firstSteps.get]: ok(steps()),
      [endpoints.firstSteps.visited]: ok(steps(['directory'])),
    });
    const checklist = await screen.findByRole('region', { name: 'Your first steps' });
    await user.click(within(checklist).getByRole('link', { name: 'Find your batch in the directory' }));
    await waitFor(() => expect(requests.some((request) => request.url.endsWith('/first-steps/visited'))).toBe(true));
    const visited = requests.find((request) => request.url.endsWith('/first-steps/visited'));
    expect(await visited?.json()).toEqual({ step: 'directory' });
    expect(visited?.headers.get('authorization')).toBe('session-token');
  });

  it('hides the list for good when the member asks', async () => {
    const { requests, user } = openHome({
      [endpoints.firstSteps.get]: ok(steps()),
      [endpoints.firstSteps.dismiss]: ok(steps([], true)),
    });
    const checklist = await screen.findByRole('region', { name: 'Your first steps' });
    await user.click(within(checklist).getByRole('button', { name: 'Hide the checklist' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Your first steps' })).toBeNull());
    expect(requests.some((request) => request.method === 'POST' && request.url.endsWith('/first-steps/dismiss'))).toBe(
      true,
    );
    expect((await screen.findByRole('status')).textContent).toContain('The checklist is hidden.');
  });

  it('shows nothing to a member who put it away, and does not ask for a pending member', async () => {
    const { unmount } = openHome({ [endpoints.firstSteps.get]: ok(steps([], true)) });
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Stories' });
    expect(screen.queryByRole('region', { name: 'Your first steps' })).toBeNull();
    unmount();

    const pending = { ...account, verification: { status: 'pending' as const, note: null, verifiedAt: null } };
    const { requests } = openHome({ [endpoints.account.mine]: ok(pending), [endpoints.firstSteps.get]: ok(steps()) });
    await screen.findByRole('heading', { name: 'Stories' });
    await waitFor(() =>
      expect(requests.some((request) => request.url.endsWith(urlOf(endpoints.account.mine)))).toBe(true),
    );
    expect(screen.queryByRole('region', { name: 'Your first steps' })).toBeNull();
    expect(requests.some((request) => request.url.endsWith('/first-steps'))).toBe(false);
  });
});
