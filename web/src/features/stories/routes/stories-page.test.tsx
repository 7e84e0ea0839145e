import { endpoints } from '@alumni/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { aStorySummary, institution } from '@/test/fixtures';
import { failure, mockApi, ok, page } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const LIST = endpoints.stories.list;

function titlesIn(list: HTMLElement): string[] {
  return within(list)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

describe('stories page', () => {
  it('says it is loading, then shows the stories as cards under one heading', async () => {
    let answer: (value: ReturnType<typeof page>) => void = () => undefined;
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [LIST]: () => new Promise((resolve) => (answer = resolve)),
    });
    renderApp('/stories');

    expect(await screen.findByText('Loading stories...')).toBeTruthy();
    answer(page([aStorySummary({ _id: 'a', title: 'Newest' }), aStorySummary({ _id: 'b', title: 'Older' })]));

    const list = await screen.findByRole('list', { name: 'Stories' });
    expect(titlesIn(list)).toEqual(['Newest', 'Older']);
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Stories']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    await waitFor(() => expect(document.title).toBe(`Stories · ${institution.shortName}`));
  });

  it('says so when there are no stories', async () => {
    mockApi({ [endpoints.institution.config]: ok(institution), [LIST]: page([]) });
    renderApp('/stories');

    expect(await screen.findByText('No stories to show.')).toBeTruthy();
  });

  it('says so when the stories cannot load, and tries again on request', async () => {
    let fail = true;
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [LIST]: () => (fail ? failure(500, 'INTERNAL', 'Something went wrong') : page([aStorySummary()])),
    });
    const { user } = renderApp('/stories');

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Error fetching stories.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: aStorySummary().title })).toBeTruthy();
  });

  it('loads one page at a time, the next one with "Load more" and the cursor', async () => {
    const { requests } = mockApi({
      [endpoints.institution.config]: ok(institution),
      [LIST]: (request) =>
        new URL(request.url).searchParams.get('cursor') === 'page-2'
          ? page([aStorySummary({ _id: 'c', title: 'Third' })])
          : page([aStorySummary({ _id: 'a', title: 'First' }), aStorySummary({ _id: 'b', title: 'Second' })], 'page-2'),
    });
    const { user } = renderApp('/stories');

    const list = await screen.findByRole('list', { name: 'Stories' });
    expect(titlesIn(list)).toEqual(['First', 'Second']);
    await user.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(titlesIn(list)).toEqual(['First', 'Second', 'Third']));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    const listUrls = requests.map((request) => new URL(request.url)).filter((url) => url.pathname.endsWith('Story'));
    expect(listUrls.map((url) => [url.searchParams.get('limit'), url.searchParams.get('cursor')])).toEqual([
      ['12', null],
      ['12', 'page-2'],
    ]);
  });

  it('keeps the stories shown when the next page fails, and says so', async () => {
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [LIST]: (request) =>
        new URL(request.url).searchParams.has('cursor')
          ? failure(500, 'INTERNAL', 'Something went wrong')
          : page([aStorySummary({ _id: 'a', title: 'First' })], 'page-2'),
    });
    const { user } = renderApp('/stories');

    await user.click(await screen.findByRole('button', { name: 'Load more' }));

    expect((await screen.findByRole('alert')).textContent).toBe('Error fetching more stories. Please try again.');
    expect(screen.getByRole('link', { name: 'First' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });
});
