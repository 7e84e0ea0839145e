import { endpoints } from '@alumni/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { anEvent, institution } from '@/test/fixtures';
import { failure, mockApi, ok, page } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const LIST = endpoints.events.list;

describe('events page', () => {
  it('says it is loading, then lists the upcoming events and loads more with the cursor', async () => {
    let answer: (value: ReturnType<typeof page>) => void = () => undefined;
    const { requests } = mockApi({
      [endpoints.institution.config]: ok(institution),
      [LIST]: (request) =>
        new URL(request.url).searchParams.get('cursor') === 'next'
          ? page([anEvent({ _id: 'c', title: 'Later' })])
          : new Promise((resolve) => (answer = resolve)),
    });
    const { user } = renderApp('/events');

    expect(await screen.findByText('Loading events...')).toBeTruthy();
    answer(page([anEvent({ _id: 'a', title: 'Soonest' }), anEvent({ _id: 'b', title: 'Next' })], 'next'));
    const list = await screen.findByRole('list', { name: 'Upcoming events' });
    const titles = () =>
      within(list)
        .getAllByRole('heading', { level: 2 })
        .map((heading) => heading.textContent);
    expect(titles()).toEqual(['Soonest', 'Next']);

    await user.click(screen.getByRole('button', { name: 'Load more' }));

    await waitFor(() => expect(titles()).toEqual(['Soonest', 'Next', 'Later']));
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    const cursors = requests
      .map((request) => new URL(request.url))
      .filter((url) => url.pathname.endsWith('showAllEvents'))
      .map((url) => url.searchParams.get('cursor'));
    expect(cursors).toEqual([null, 'next']);
  });

  it('says so when there are no upcoming events', async () => {
    mockApi({ [endpoints.institution.config]: ok(institution), [LIST]: page([]) });
    renderApp('/events');

    expect(await screen.findByText('No upcoming events.')).toBeTruthy();
  });

  it('says so when the events cannot load', async () => {
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [LIST]: failure(500, 'INTERNAL', 'Something went wrong'),
    });
    renderApp('/events');

    expect((await screen.findByRole('alert')).textContent).toContain('Failed to load events. Please try again later.');
  });
});
