import { endpoints, type Job } from '@alumni/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { urlOf } from '@/lib/api';
import { account, institution } from '@/test/fixtures';
import { failure, type MockRoute, mockApi, ok, page, routeKey } from '@/test/mock-api';
import { aJob, renderJobPage } from '../testing/render-jobs';

const MINE = endpoints.jobs.mine;

function openUserJobs(routes: Record<string, MockRoute>) {
  const api = mockApi({
    [endpoints.institution.config]: ok(institution),
    [endpoints.account.mine]: ok(account),
    ...routes,
  });
  return { ...api, ...renderJobPage('/userjob') };
}

/** A server that keeps the user's jobs and applies PUT and DELETE to them. */
function ownJobsServer(initial: Job[]): Record<string, MockRoute> {
  let jobs = initial;
  const byId = (request: Request) => decodeURIComponent(new URL(request.url).pathname.split('/').pop() ?? '');
  const routes: Record<string, MockRoute> = { [MINE]: () => page(jobs) };
  for (const job of initial) {
    routes[routeKey(endpoints.jobs.update, { id: job._id })] = async (request) => {
      const changes: { filled?: boolean } = await request.json();
      jobs = jobs.map((item) =>
        item._id === byId(request) ? { ...item, ...changes, status: changes.filled ? 'filled' : 'open' } : item,
      );
      return ok(jobs.find((item) => item._id === byId(request)));
    };
    routes[routeKey(endpoints.jobs.remove, { id: job._id })] = (request) => {
      jobs = jobs.filter((item) => item._id !== byId(request));
      return ok(null, 200, 'Job deleted');
    };
  }
  return routes;
}

function card(title: string): HTMLElement {
  const heading = screen.getByRole('heading', { level: 2, name: title });
  const article = heading.closest('article');
  if (!article) throw new Error(`no card for ${title}`);
  return article;
}

describe('your jobs page', () => {
  it('shows each job with its status in words and the last day it is listed', async () => {
    openUserJobs({
      [MINE]: page([
        aJob({ _id: 'a', jobTitle: 'Open role', expiresAt: '2027-01-20' }),
        aJob({ _id: 'b', jobTitle: 'Filled role', filled: true, status: 'filled' }),
        aJob({ _id: 'c', jobTitle: 'Old role', status: 'expired', expiresAt: '2026-01-05' }),
      ]),
    });

    expect(await screen.findByText('Loading your jobs...')).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Your jobs' });
    expect(
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent),
    ).toEqual(['Open role', 'Filled role', 'Old role']);
    expect(within(card('Open role')).getByText('Open')).toBeTruthy();
    expect(within(card('Open role')).getByText(/Listed until/).textContent).toBe('Listed until 20 Jan 2027');
    expect(within(card('Filled role')).getByText('Filled')).toBeTruthy();
    expect(within(card('Old role')).getByText('Expired')).toBeTruthy();
    expect(within(card('Open role')).getByRole('link', { name: 'Edit Open role' }).getAttribute('href')).toBe(
      '/jobs/a/edit',
    );
    expect(within(card('Open role')).getByRole('button', { name: 'Mark as filled Open role' })).toBeTruthy();
    expect(within(card('Filled role')).getByRole('button', { name: 'Reopen Filled role' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe(`Your jobs · ${institution.shortName}`));
  });

  it('marks a job as filled with PUT {filled: true}, then offers to reopen it', async () => {
    const { user, requests } = openUserJobs(ownJobsServer([aJob({ _id: 'a', jobTitle: 'Backend engineer' })]));
    await screen.findByRole('list', { name: 'Your jobs' });

    await user.click(screen.getByRole('button', { name: 'Mark as filled Backend engineer' }));

    expect(await screen.findByText('Job marked as filled.')).toBeTruthy();
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.url).toMatch(/\/api\/v1\/user\/job\/a$/);
    expect(put?.headers.get('authorization')).toBe('session-token');
    expect(await put?.json()).toEqual({ filled: true });
    const reopen = await screen.findByRole('button', { name: 'Reopen Backend engineer' });
    expect(document.activeElement).toBe(reopen);
    expect(within(card('Backend engineer')).getByText('Filled')).toBeTruthy();

    await user.click(reopen);

    expect(await screen.findByRole('button', { name: 'Mark as filled Backend engineer' })).toBeTruthy();
    const puts = requests.filter((request) => request.method === 'PUT');
    expect(await puts[1]?.json()).toEqual({ filled: false });
  });

  it('deletes a job only after the confirmation', async () => {
    const { user, requests } = openUserJobs(ownJobsServer([aJob({ _id: 'a', jobTitle: 'Backend engineer' })]));
    await screen.findByRole('list', { name: 'Your jobs' });

    await user.click(screen.getByRole('button', { name: 'Delete Backend engineer' }));
    expect(requests.some((request) => request.method === 'DELETE')).toBe(false);
    expect(screen.getByText('Delete this job? This cannot be undone.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Confirm delete' }));

    expect(await screen.findByText('You have not posted any jobs yet.')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'DELETE').map((request) => request.url)).toEqual([
      `${window.location.origin}${urlOf(endpoints.jobs.remove, { params: { id: 'a' } })}`,
    ]);
  });

  it('tells the user when a change fails', async () => {
    const { user } = openUserJobs({
      [MINE]: page([aJob({ _id: 'a', jobTitle: 'Backend engineer' })]),
      [routeKey(endpoints.jobs.update, { id: 'a' })]: failure(403, 'FORBIDDEN', 'You can only change your own jobs.'),
    });
    await screen.findByRole('list', { name: 'Your jobs' });

    await user.click(screen.getByRole('button', { name: 'Mark as filled Backend engineer' }));

    expect(await screen.findByText('You can only change your own jobs.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark as filled Backend engineer' })).toBeTruthy();
  });

  it('says so when the user has posted nothing, with a link to post a job', async () => {
    openUserJobs({ [MINE]: page([]) });

    const empty = (await screen.findByText('You have not posted any jobs yet.')).parentElement;
    if (!empty) throw new Error('no empty state');
    expect(within(empty).getByRole('link', { name: 'Post a job' }).getAttribute('href')).toBe('/jobpost');
  });

  it('says so when the jobs cannot load', async () => {
    openUserJobs({ [MINE]: failure(500, 'INTERNAL', 'Something went wrong') });

    expect((await screen.findByRole('alert')).textContent).toContain('Failed to fetch your jobs. Please try again.');
  });
});
