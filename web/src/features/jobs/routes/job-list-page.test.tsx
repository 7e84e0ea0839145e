import { endpoints } from '@alumni/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, institution } from '@/test/fixtures';
import { failure, type MockRoute, mockApi, ok, page } from '@/test/mock-api';
import { aJob, renderJobPage } from '../testing/render-jobs';

const LIST = endpoints.jobs.list;

function openJobList(path: string, list: MockRoute) {
  const api = mockApi({
    [endpoints.institution.config]: ok(institution),
    [endpoints.account.mine]: ok(account),
    [LIST]: list,
  });
  return { ...api, ...renderJobPage(path) };
}

function listUrls(requests: Request[]): URL[] {
  return requests.map((request) => new URL(request.url)).filter((url) => url.pathname.endsWith('/viewJobs'));
}

function titlesIn(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

describe('job list page', () => {
  it('says it is loading, then shows every field of each job, when it was posted and where to apply', async () => {
    let answer: (value: ReturnType<typeof page>) => void = () => undefined;
    const justNow = new Date().toISOString();
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60 * 1000).toISOString();
    const { requests } = openJobList('/joblist', () => new Promise((resolve) => (answer = resolve)));

    expect(await screen.findByText('Loading jobs...')).toBeTruthy();
    answer(
      page([
        aJob({ _id: 'a', jobTitle: 'Backend engineer', createdAt: justNow }),
        aJob({
          _id: 'b',
          jobTitle: 'Design intern',
          applyLink: 'mailto:hr@example.org',
          createdAt: twoDaysAgo,
          poster: { _id: 'user-9', fullName: 'Rahul Das' },
        }),
      ]),
    );

    const list = await screen.findByRole('list', { name: 'Open jobs' });
    expect(titlesIn(list)).toEqual(['Backend engineer', 'Design intern']);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Jobs']);

    const [first, second] = within(list).getAllByRole('article');
    if (!first || !second) throw new Error('expected two job cards');
    for (const text of ['Tata Steel Digital', 'Kolkata', 'Full-time', '₹18–24 LPA', '3+ years of TypeScript']) {
      expect(within(first).getByText(text)).toBeTruthy();
    }
    const description = within(first).getByText(/Build the systems behind our plants/);
    // Markdown (decision 0060): the poster's line break is kept as a break in the paragraph.
    expect(description.tagName).toBe('P');
    expect(description.textContent).toBe('Build the systems behind our plants.\nWork with a small team.');
    expect(description.querySelector('br')).not.toBeNull();

    const posted = within(first).getByText('today');
    expect(posted.tagName).toBe('TIME');
    expect(posted.getAttribute('dateTime')).toBe(justNow);
    expect(posted.getAttribute('title')).toMatch(/\d{4}, \d{1,2}:\d{2} [ap]m$/);
    expect(within(second).getByText('2 days ago').getAttribute('dateTime')).toBe(twoDaysAgo);
    // Who posted it, by their account's name, linked to their profile.
    const poster = within(second).getByRole('link', { name: 'Rahul Das' });
    expect(poster.getAttribute('href')).toBe('/profile/user-9');
    expect(poster.closest('dd')?.previousElementSibling?.textContent).toBe('Posted by:');

    const apply = within(first).getByRole('link', { name: /^Apply/ });
    expect(apply.getAttribute('href')).toBe('https://careers.example.org/jobs/42');
    expect(apply.getAttribute('target')).toBe('_blank');
    expect(apply.getAttribute('rel')).toBe('noopener noreferrer');
    const mailto = within(second).getByRole('link', { name: /^Apply/ });
    expect(mailto.getAttribute('href')).toBe('mailto:hr@example.org');
    expect(mailto.getAttribute('target')).toBeNull();

    expect(listUrls(requests)[0]?.search).toBe('?limit=10');
    expect(requests[requests.length - 1]?.headers.get('authorization')).toBe('session-token');
    await waitFor(() => expect(document.title).toBe(`Jobs · ${institution.shortName}`));
  });

  it('reads the search and the job type from the address and sends them to the API', async () => {
    const { requests } = openJobList('/joblist?type=Internship&q=kolkata', page([aJob({ jobType: 'Internship' })]));

    await screen.findByRole('list', { name: 'Open jobs' });
    expect((screen.getByLabelText('Search jobs') as HTMLInputElement).value).toBe('kolkata');
    expect((screen.getByLabelText('Job type') as HTMLSelectElement).value).toBe('Internship');
    const url = listUrls(requests)[0];
    expect(url?.searchParams.get('q')).toBe('kolkata');
    expect(url?.searchParams.get('type')).toBe('Internship');
  });

  it('puts a submitted search and a picked job type in the address and asks the API again', async () => {
    const { user, currentLocation, requests } = openJobList('/joblist', page([aJob()]));
    await screen.findByRole('list', { name: 'Open jobs' });

    await user.type(screen.getByLabelText('Search jobs'), 'Tata steel{Enter}');
    await waitFor(() => expect(currentLocation().search).toBe('?q=Tata+steel'));
    await user.selectOptions(screen.getByLabelText('Job type'), 'Contract');

    await waitFor(() => expect(currentLocation().search).toBe('?q=Tata+steel&type=Contract'));
    await waitFor(() => expect(listUrls(requests)).toHaveLength(3));
    expect(listUrls(requests).map((url) => [url.searchParams.get('q'), url.searchParams.get('type')])).toEqual([
      [null, null],
      ['Tata steel', null],
      ['Tata steel', 'Contract'],
    ]);
  });

  it('says so when there are no jobs at all', async () => {
    openJobList('/joblist', page([]));

    expect(await screen.findByText('No jobs available. Please add a job.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Clear filters' })).toBeNull();
  });

  it('says so when nothing matches the filter, and clears it on request', async () => {
    const { user, currentLocation } = openJobList('/joblist?q=nowhere&type=Freelance', (request) =>
      new URL(request.url).searchParams.has('q') ? page([]) : page([aJob()]),
    );

    expect(await screen.findByText('No jobs match your search.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));

    expect(await screen.findByRole('heading', { level: 2, name: aJob().jobTitle })).toBeTruthy();
    expect(currentLocation().search).toBe('');
    expect((screen.getByLabelText('Search jobs') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Job type') as HTMLSelectElement).value).toBe('');
    expect(document.activeElement).toBe(screen.getByLabelText('Search jobs'));
  });

  it('says so when the jobs cannot load, and tries again on request', async () => {
    let fail = true;
    const { user } = openJobList('/joblist', () =>
      fail ? failure(500, 'INTERNAL', 'Something went wrong') : page([aJob()]),
    );

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to fetch jobs');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('heading', { level: 2, name: aJob().jobTitle })).toBeTruthy();
  });

  it('loads the next page of the same filter with "Load more"', async () => {
    const { user, requests } = openJobList('/joblist?type=Contract', (request) =>
      new URL(request.url).searchParams.get('cursor') === 'page-2'
        ? page([aJob({ _id: 'c', jobTitle: 'Third' })])
        : page([aJob({ _id: 'a', jobTitle: 'First' }), aJob({ _id: 'b', jobTitle: 'Second' })], 'page-2'),
    );

    const list = await screen.findByRole('list', { name: 'Open jobs' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(titlesIn(list)).toEqual(['First', 'Second', 'Third']));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(listUrls(requests).map((url) => url.search)).toEqual([
      '?limit=10&type=Contract',
      '?limit=10&cursor=page-2&type=Contract',
    ]);
  });
});
