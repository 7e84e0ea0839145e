import { type DirectoryEntry, endpoints } from '@alumni/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { activateLanguage } from '@/lib/i18n';
import { fieldValue } from '@/test/fields';
import { account, institution } from '@/test/fixtures';
import { failure, type MockRoute, mockApi, ok, page } from '@/test/mock-api';
import { renderMemberPage } from '@/test/render-member-page';
import { communityRoutes } from '../routes';

const DIRECTORY = endpoints.community.directory;

function anEntry(overrides: Partial<DirectoryEntry> = {}): DirectoryEntry {
  return {
    _id: 'user-2',
    fullName: 'Sudipta Bose',
    email: 'sudipta.bose@example.org',
    yearOfPassing: 2010,
    currentJob: 'Design Engineer',
    companyName: 'Silicon Delta',
    programme: 'Electronics and Communication Engineering',
    collegeName: 'Academy of Technology',
    profilePicture: '/uploads/0123456789abcdef0123456789abcdef-96.webp',
    ...overrides,
  };
}

function openCommunity(path: string, directory: MockRoute) {
  const api = mockApi({
    [endpoints.institution.config]: ok(institution),
    [endpoints.account.mine]: ok(account),
    [DIRECTORY]: directory,
  });
  return { ...api, ...renderMemberPage(path, communityRoutes) };
}

function directoryUrls(requests: Request[]): URL[] {
  return requests.map((request) => new URL(request.url)).filter((url) => url.pathname.endsWith('/community'));
}

function valueLabelled(label: string): string {
  return fieldValue(screen.getByLabelText(label));
}

describe('community page', () => {
  it('speaks Bengali when Bengali is the language shown, years of passing in Bengali digits', async () => {
    await activateLanguage('bn', { everything: true });
    openCommunity('/community', page([anEntry()]));

    expect(await screen.findByRole('heading', { level: 1, name: 'প্রাক্তনী ডিরেক্টরি' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'প্রাক্তনীরা' });
    expect(within(list).getByText('২০১০ ব্যাচ')).toBeTruthy();
    expect(within(list).getByText('Silicon Delta-এ Design Engineer')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'খুঁজুন' })).toBeTruthy();
  });

  it('says it is loading, then shows each alumnus with a link to their profile', async () => {
    let answer: (value: ReturnType<typeof page>) => void = () => undefined;
    const { requests } = openCommunity('/community', () => new Promise((resolve) => (answer = resolve)));

    expect(await screen.findByText('Loading alumni...')).toBeTruthy();
    answer(
      page([
        anEntry(),
        anEntry({
          _id: 'user-3',
          fullName: 'Mitali Basu',
          email: undefined,
          currentJob: null,
          companyName: null,
          profilePicture: null,
        }),
      ]),
    );

    const list = await screen.findByRole('list', { name: 'Alumni' });
    const [first, second] = within(list).getAllByRole('listitem');
    if (!first || !second) throw new Error('expected two rows');
    expect(within(first).getByRole('link', { name: 'Sudipta Bose' }).getAttribute('href')).toBe('/profile/user-2');
    expect(within(first).getByText('Design Engineer at Silicon Delta')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'sudipta.bose@example.org' }).getAttribute('href')).toBe(
      'mailto:sudipta.bose@example.org',
    );
    expect(first.textContent).toContain('Class of 2010 · Electronics and Communication Engineering');
    expect(within(first).getByText('Academy of Technology')).toBeTruthy();
    const photo = within(first).getByRole('img', { name: 'Sudipta Bose' });
    expect(photo.getAttribute('src')).toBe('/uploads/0123456789abcdef0123456789abcdef-96.webp');
    expect(photo.getAttribute('width')).toBe('56');

    expect(within(second).getByRole('link', { name: 'Mitali Basu' }).getAttribute('href')).toBe('/profile/user-3');
    expect(within(second).queryByRole('img')).toBeNull();
    expect(within(second).getByText('MB')).toBeTruthy();
    expect(within(second).queryByRole('link', { name: /@/ })).toBeNull();

    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Community']);
    expect(directoryUrls(requests)[0]?.search).toBe('?limit=20');
    await waitFor(() => expect(document.title).toBe(`Community · ${institution.shortName}`));
  });

  it('reads the filters from the address, fills the form with them and sends them to the API', async () => {
    const { requests } = openCommunity(
      '/community?q=verilog&yearFrom=2005&yearTo=2015&programme=Information+Technology&college=Academy+of+Technology&sort=year',
      page([anEntry()]),
    );

    await screen.findByRole('list', { name: 'Alumni' });
    expect(valueLabelled('Search alumni')).toBe('verilog');
    expect(valueLabelled('From')).toBe('2005');
    expect(valueLabelled('To')).toBe('2015');
    expect(valueLabelled('Programme')).toBe('Information Technology');
    expect(valueLabelled('College')).toBe('Academy of Technology');
    expect(valueLabelled('Sort by')).toBe('year');
    const url = directoryUrls(requests)[0];
    expect(Object.fromEntries(url?.searchParams ?? [])).toEqual({
      q: 'verilog',
      yearFrom: '2005',
      yearTo: '2015',
      programme: 'Information Technology',
      college: 'Academy of Technology',
      sort: 'year',
      limit: '20',
    });
  });

  it('folds the filters behind a Filters button that counts those set (a phone shows the fold)', async () => {
    const { user } = openCommunity(
      '/community?q=verilog&yearFrom=2005&college=Academy+of+Technology&mentor=true',
      page([anEntry()]),
    );
    await screen.findByRole('list', { name: 'Alumni' });

    // The search words are not folded: three filters are set beside them.
    const toggle = screen.getByRole('button', { name: 'Filters, 3 set' });
    const fold = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(fold?.className).toMatch(/(^| )hidden( |$)/);
    expect(fold?.contains(screen.getByLabelText('College'))).toBe(true);
    expect(fold?.contains(screen.getByLabelText('Search alumni'))).toBe(false);

    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(fold?.className).not.toMatch(/(^| )hidden( |$)/);
  });

  it('drops filter values that are not among the choices', async () => {
    const { requests } = openCommunity('/community?programme=Alchemy&yearFrom=1850&sort=random', page([]));

    await screen.findByText('No users found.');
    expect(valueLabelled('Programme')).toBe('');
    expect(valueLabelled('From')).toBe('');
    expect(directoryUrls(requests)[0]?.search).toBe('?limit=20');
  });

  it('puts a search into the address when the form is submitted, and offers to clear an empty result', async () => {
    const { requests, currentLocation, user } = openCommunity('/community', (request) =>
      new URL(request.url).searchParams.has('q') ? page([]) : page([anEntry()]),
    );
    await screen.findByRole('list', { name: 'Alumni' });

    await user.type(screen.getByLabelText('Search alumni'), 'silicon delta');
    await user.selectOptions(screen.getByLabelText('Programme'), 'Information Technology');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(await screen.findByText('No users found.')).toBeTruthy();
    expect(currentLocation().search).toBe('?q=silicon+delta&programme=Information+Technology');
    expect(directoryUrls(requests).at(-1)?.searchParams.get('q')).toBe('silicon delta');

    const [clear] = screen.getAllByRole('button', { name: 'Clear filters' });
    if (!clear) throw new Error('expected a Clear filters button');
    await user.click(clear);
    expect(await screen.findByRole('list', { name: 'Alumni' })).toBeTruthy();
    expect(currentLocation().search).toBe('');
    expect(valueLabelled('Search alumni')).toBe('');
    expect(document.activeElement).toBe(screen.getByLabelText('Search alumni'));
  });

  it('refuses a year range that ends before it starts', async () => {
    const { currentLocation, user } = openCommunity('/community', page([anEntry()]));
    await screen.findByRole('list', { name: 'Alumni' });

    await user.selectOptions(screen.getByLabelText('From'), '2015');
    await user.selectOptions(screen.getByLabelText('To'), '2005');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    const to = screen.getByLabelText('To');
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(to.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('The last year must not be before the first year.')).toBeTruthy();
    expect(currentLocation().search).toBe('');
  });

  it('loads the next page on request', async () => {
    const { requests, user } = openCommunity('/community', (request) =>
      new URL(request.url).searchParams.get('cursor') === 'next'
        ? page([anEntry({ _id: 'user-9', fullName: 'Zeba Khan' })])
        : page([anEntry()], 'next'),
    );
    await screen.findByRole('link', { name: 'Sudipta Bose' });

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('link', { name: 'Zeba Khan' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sudipta Bose' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(directoryUrls(requests).at(-1)?.searchParams.get('cursor')).toBe('next');
  });

  it('says when the directory cannot load, and tries again on request', async () => {
    let fail = true;
    const { user } = openCommunity('/community', () =>
      fail ? failure(500, 'INTERNAL', 'Something went wrong') : page([anEntry()]),
    );

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load the alumni directory. Please try again.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: 'Sudipta Bose' })).toBeTruthy();
  });
});
