import {
  allProgrammes,
  DEFAULT_COLLEGES,
  DEFAULT_PROGRAMME_GROUPS,
  endpoints,
  type SearchCounts,
  type SearchCountsCapped,
  type SearchResult,
  searchResultSchema,
} from '@alumni/contract';
import { onlineManager } from '@tanstack/react-query';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { institution } from '@/test/fixtures';
import { type MockResponse, type MockRoute, mockApi, ok, page } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

// The page loads lazily, as in the app; on a busy machine the first import can take over the default second.
configure({ asyncUtilTimeout: 5_000 });

const SEARCH = endpoints.search.search;
const NO_COUNTS: SearchCounts = { people: 0, stories: 0, events: 0, jobs: 0, chapters: 0 };
const NONE_CAPPED: SearchCountsCapped = { people: false, stories: false, events: false, jobs: false, chapters: false };

type ItemResult = Exclude<SearchResult, { type: 'people' }>;

/** A story found by a search (or, with `type`, an item of another kind), checked against the contract. */
function aStory(overrides: Partial<ItemResult> = {}): SearchResult {
  return searchResultSchema.parse({
    type: 'stories',
    id: 'story-1',
    title: 'Durga Puja in Salt Lake',
    snippet: 'The alumni met for Durga Puja at the campus.',
    marks: {
      title: [
        { start: 0, end: 5 },
        { start: 6, end: 10 },
      ],
      snippet: [{ start: 19, end: 24 }],
    },
    url: '/stories/story-1',
    date: '2026-10-20',
    ...overrides,
  });
}

function aPerson(): SearchResult {
  return searchResultSchema.parse({
    type: 'people',
    id: 'user-2',
    title: 'Sudipta Chattopadhyay',
    snippet: 'Design Engineer, Silicon Delta · Electronics and Communication Engineering',
    marks: { title: [{ start: 8, end: 21 }], snippet: [] },
    url: '/profile/user-2',
    date: null,
    person: {
      fullName: 'Sudipta Chattopadhyay',
      yearOfPassing: 2010,
      currentJob: 'Design Engineer',
      companyName: 'Silicon Delta',
      programme: 'Electronics and Communication Engineering',
      collegeName: 'Academy of Technology',
      profilePicture: null,
    },
  });
}

/** A page of results as the API answers a search: `meta` has the next cursor and the counts (`capped`: those that stopped at the cap). */
function results(
  items: SearchResult[],
  counts: Partial<SearchCounts> = {},
  nextCursor: string | null = null,
  suggestion: string | null = null,
  capped: Partial<SearchCountsCapped> = {},
) {
  return {
    status: 200,
    body: {
      statusCode: 200,
      success: true,
      message: 'OK',
      data: items,
      meta: {
        nextCursor,
        counts: { ...NO_COUNTS, ...counts },
        countsCapped: { ...NONE_CAPPED, ...capped },
        suggestion,
      },
    },
  } satisfies MockResponse;
}

/** A result whose title is `title`, with `word` marked in it as the server marks a match. */
function titled(title: string, word: string): Partial<ItemResult> {
  const start = title.indexOf(word);
  return { title, marks: { title: [{ start, end: start + word.length }], snippet: [] } };
}

function openSearch(path: string, answer: MockRoute) {
  const api = mockApi({ [endpoints.institution.config]: ok(institution), [SEARCH]: answer });
  return { ...api, ...renderApp(path) };
}

function searchUrls(requests: Request[]): URL[] {
  return requests.map((request) => new URL(request.url)).filter((url) => url.pathname === '/api/v1/search');
}

function tabs() {
  return screen.getByRole('navigation', { name: 'Kinds of results' });
}

afterEach(() => {
  onlineManager.setOnline(true);
  vi.restoreAllMocks();
});

describe('search page', () => {
  it('shows each result with its kind, marked title and snippet, and a link to it; the tabs give the counts', async () => {
    const { requests } = openSearch(
      '/search?q=durga%20puja',
      results([aStory(), aPerson()], { stories: 1, people: 1, events: 2 }),
    );

    expect(await screen.findByRole('heading', { level: 1, name: 'Search' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Results' });
    const [story, person] = within(list).getAllByRole('listitem');
    if (!story || !person) throw new Error('expected two results');
    expect(within(story).getByText('Story')).toBeTruthy();
    const link = within(story).getByRole('link', { name: 'Durga Puja in Salt Lake' });
    expect(link.getAttribute('href')).toBe('/stories/story-1');
    expect([...link.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['Durga', 'Puja']);
    expect([...story.querySelectorAll('p mark')].map((mark) => mark.textContent)).toEqual(['Durga']);
    expect(within(story).getByText('20 Oct 2026')).toBeTruthy();
    // A person as the directory shows them.
    expect(within(person).getByText('Person')).toBeTruthy();
    expect(within(person).getByRole('link', { name: 'Sudipta Chattopadhyay' }).getAttribute('href')).toBe(
      '/profile/user-2',
    );
    expect(within(person).getByText('Design Engineer at Silicon Delta')).toBeTruthy();
    expect(within(person).getByText('Class of 2010')).toBeTruthy();
    expect(within(person).getByText('Academy of Technology')).toBeTruthy();

    const names = within(tabs())
      .getAllByRole('link')
      .map((tab) => tab.textContent);
    // Every kind is offered, a kind with none says 0; All is the sum.
    expect(names).toEqual(['All4', 'People1', 'Stories1', 'Events2', 'Jobs0', 'Chapters0']);
    expect(within(tabs()).getByRole('link', { name: /All/ }).getAttribute('aria-current')).toBe('page');
    const [sent] = searchUrls(requests);
    expect(sent?.searchParams.get('q')).toBe('durga puja');
    expect(sent?.searchParams.has('type')).toBe(false);
    expect(requests.find((request) => request.url.includes('/api/v1/search'))?.method).toBe('GET');
  });

  it('says "1,000+" for a count the server stopped at its cap, and so does All', async () => {
    openSearch('/search?q=python', results([aPerson()], { people: 1000, jobs: 987 }, null, null, { people: true }));

    await screen.findByRole('list', { name: 'Results' });
    const names = within(tabs())
      .getAllByRole('link')
      .map((tab) => tab.textContent);
    expect(names).toEqual([
      'All1,987+more than 1,987',
      'People1,000+more than 1,000',
      'Stories0',
      'Events0',
      'Jobs987',
      'Chapters0',
    ]);
    // Read aloud as words, not as a sign.
    const people = within(tabs()).getByRole('link', { name: /People/ });
    expect(people.querySelector('[aria-hidden="true"]')?.textContent).toBe('1,000+');
  });

  it('marks the matched words as text: a title holding markup stays text', async () => {
    openSearch(
      '/search?q=bold',
      results(
        [
          aStory({
            title: '<b>bold</b> <img src=x onerror=alert(1)>',
            marks: { title: [{ start: 3, end: 7 }], snippet: [] },
          }),
        ],
        {
          stories: 1,
        },
      ),
    );

    const list = await screen.findByRole('list', { name: 'Results' });
    const link = within(list).getByRole('link');
    expect(link.textContent).toBe('<b>bold</b> <img src=x onerror=alert(1)>');
    expect(link.querySelector('b')).toBeNull();
    expect(link.querySelector('img')).toBeNull();
    expect([...link.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['bold']);
  });

  it('loads the next page with the cursor of the last one', async () => {
    const { requests, user } = openSearch('/search?q=reunion', (request) => {
      const cursor = new URL(request.url).searchParams.get('cursor');
      return cursor === 'page-2'
        ? results([aStory({ id: 'story-2', url: '/stories/story-2', ...titled('The second reunion', 'reunion') })], {
            stories: 2,
          })
        : results([aStory(titled('The first reunion', 'reunion'))], { stories: 2 }, 'page-2');
    });

    await screen.findByRole('link', { name: 'The first reunion' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('link', { name: 'The second reunion' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'The first reunion' })).toBeTruthy();
    expect(searchUrls(requests).map((url) => url.searchParams.get('cursor'))).toEqual([null, 'page-2']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('asks for one kind when its tab is chosen, and offers that kind its filters', async () => {
    const { requests, user } = openSearch('/search?q=kolkata', (request) =>
      new URL(request.url).searchParams.get('type') === 'events'
        ? results(
            [
              aStory({
                id: 'event-1',
                type: 'events',
                url: '/events/event-1',
                ...titled('Kolkata reunion', 'Kolkata'),
              }),
            ],
            {
              events: 1,
              stories: 1,
            },
          )
        : results([aStory(titled('Kolkata stories', 'Kolkata'))], { events: 1, stories: 1 }),
    );
    await screen.findByRole('link', { name: 'Kolkata stories' });

    await user.click(within(tabs()).getByRole('link', { name: /Events/ }));

    expect(await screen.findByRole('link', { name: 'Kolkata reunion' })).toBeTruthy();
    expect(
      within(tabs())
        .getByRole('link', { name: /Events/ })
        .getAttribute('aria-current'),
    ).toBe('page');
    expect(searchUrls(requests).at(-1)?.searchParams.get('type')).toBe('events');

    await user.selectOptions(screen.getByLabelText('When'), 'Upcoming');
    const form = screen.getByRole('searchbox', { name: 'Search for' }).closest('form');
    if (!form) throw new Error('expected the search form');
    await user.click(within(form).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searchUrls(requests).at(-1)?.searchParams.get('when')).toBe('upcoming'));
    expect(searchUrls(requests).at(-1)?.searchParams.get('type')).toBe('events');
  });

  it('narrows people by programme, college and chapter, and jobs by type', async () => {
    const chapter = {
      _id: '5f0c6a51-2a57-4d1b-9a0b-7d7d2b0e8a11',
      kind: 'city',
      name: 'Bengaluru',
      memberCount: 3,
      isMember: true,
      archived: false,
    };
    const [programme] = allProgrammes(DEFAULT_PROGRAMME_GROUPS);
    const [college] = DEFAULT_COLLEGES;
    if (!programme || !college) throw new Error('expected the reference lists');
    const api = mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.chapters.list]: page([chapter]),
      [SEARCH]: results([aPerson()], { people: 1 }),
    });
    const { user } = renderApp('/search?q=sen&type=people');
    await screen.findByRole('link', { name: 'Sudipta Chattopadhyay' });

    await user.selectOptions(screen.getByLabelText('Programme'), programme);
    await user.selectOptions(screen.getByLabelText('College'), college);
    await screen.findByRole('option', { name: 'Bengaluru' });
    await user.selectOptions(screen.getByLabelText('Chapter'), 'Bengaluru');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    await waitFor(() => expect(searchUrls(api.requests).at(-1)?.searchParams.get('chapter')).toBe(chapter._id));
    const sent = searchUrls(api.requests).at(-1);
    expect(sent?.searchParams.get('programme')).toBe(programme);
    expect(sent?.searchParams.get('college')).toBe(college);
    expect(sent?.searchParams.get('type')).toBe('people');

    // The jobs tab leaves the people filters behind and offers the job types.
    await user.click(within(tabs()).getByRole('link', { name: /Jobs/ }));
    await user.selectOptions(await screen.findByLabelText('Job type'), 'Internship');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searchUrls(api.requests).at(-1)?.searchParams.get('jobType')).toBe('Internship'));
    expect(searchUrls(api.requests).at(-1)?.searchParams.has('programme')).toBe(false);
  });

  it('says when nothing is found, with the tips for typing a search', async () => {
    openSearch('/search?q=zzzz', results([]));

    expect(await screen.findByText('Nothing found for “zzzz”.')).toBeTruthy();
    expect(within(tabs()).getByRole('link', { name: /All/ }).textContent).toBe('All0');
    expect(screen.getByRole('heading', { level: 2, name: 'Search tips' })).toBeTruthy();
  });

  it('offers the close spelling the server suggests as a link that searches it', async () => {
    const { requests, user, currentLocation } = openSearch('/search?q=brindelwick&type=stories', (request) =>
      new URL(request.url).searchParams.get('q') === 'Brindlewick'
        ? results([aStory(titled('Brindlewick fair', 'Brindlewick'))], { stories: 1 })
        : results([], {}, null, 'Brindlewick'),
    );

    await screen.findByText('Nothing found for “brindelwick”.');
    const offered = screen.getByRole('link', { name: 'Brindlewick' });
    expect(offered.closest('p')?.textContent).toBe('Did you mean Brindlewick?');
    await user.click(offered);

    expect(await screen.findByRole('link', { name: 'Brindlewick fair' })).toBeTruthy();
    expect(currentLocation().search).toBe('?q=Brindlewick&type=stories');
    expect(searchUrls(requests).map((url) => url.searchParams.get('q'))).toEqual(['brindelwick', 'Brindlewick']);
  });

  it('offers no spelling when the server has none', async () => {
    openSearch('/search?q=zzzz', results([]));

    await screen.findByText('Nothing found for “zzzz”.');
    expect(screen.queryByText(/Did you mean/)).toBeNull();
  });

  it('asks nothing before there is a query, and searches what is typed in its box', async () => {
    const { requests, user, currentLocation } = openSearch('/search', results([aStory()], { stories: 1 }));

    await screen.findByRole('heading', { level: 2, name: 'Search tips' });
    expect(searchUrls(requests)).toEqual([]);

    await user.type(screen.getByRole('searchbox', { name: 'Search for' }), 'durga{Enter}');

    await screen.findByRole('list', { name: 'Results' });
    expect(currentLocation().search).toBe('?q=durga');
    expect(searchUrls(requests).map((url) => url.searchParams.get('q'))).toEqual(['durga']);
  });

  it("shows the server's words when the search is refused", async () => {
    openSearch('/search?q=x', {
      status: 400,
      body: { statusCode: 400, success: false, message: 'The search is too long.', data: null, code: 'VALIDATION' },
    });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The search is too long.');
  });

  it('says, offline, that search needs the network', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    onlineManager.setOnline(false);
    openSearch('/search?q=durga', () => {
      throw new TypeError('Failed to fetch');
    });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Search needs the network');
    expect(screen.queryByText('Searching…')).toBeNull();
  });

  it('speaks Bengali when Bengali is the language shown', async () => {
    await activateLanguage('bn', { everything: true });
    openSearch('/search?q=durga', results([aStory()], { stories: 1 }));

    expect(await screen.findByRole('heading', { level: 1, name: 'খুঁজুন' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'ফলাফল' });
    expect(within(list).getByText('গল্প')).toBeTruthy();
  });

  it('says "more than" in Bengali for a capped count', async () => {
    await activateLanguage('bn', { everything: true });
    openSearch('/search?q=python', results([aPerson()], { people: 1000 }, null, null, { people: true }));

    await screen.findByRole('list', { name: 'ফলাফল' });
    const bengaliTabs = screen.getByRole('navigation', { name: 'ফলাফলের ধরন' });
    const people = within(bengaliTabs).getAllByRole('link')[1];
    expect(people?.querySelector('[aria-hidden="true"]')?.textContent).toBe('১,০০০+');
    expect(people?.querySelector('.sr-only')?.textContent).toBe('১,০০০-এর বেশি');
  });

  it('offers the suggestion in Bengali too', async () => {
    await activateLanguage('bn', { everything: true });
    openSearch('/search?q=brindelwick', results([], {}, null, 'Brindlewick'));

    const offered = await screen.findByRole('link', { name: 'Brindlewick' });
    expect(offered.closest('p')?.textContent).toBe('আপনি কি Brindlewick খুঁজছিলেন?');
  });
});
