import { endpoints } from '@alumni/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { urlOf } from '@/lib/api';
import { account, anEvent, institution } from '@/test/fixtures';
import { failure, mockApi, ok, page, routeKey } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const EVENT = routeKey(endpoints.events.one, { id: 'event-1' });

describe('event page', () => {
  it('shows the event with its join and calendar links, without edit for a visitor', async () => {
    mockApi({ [endpoints.institution.config]: ok(institution), [EVENT]: ok(anEvent()) });
    renderApp('/events/event-1');

    expect(await screen.findByRole('heading', { level: 1, name: 'Annual alumni reunion' })).toBeTruthy();
    expect(screen.getByText('Meet your batch on campus.')).toBeTruthy();
    expect(screen.getByText('15 Jan 2099')).toBeTruthy();
    expect(screen.getByText('5:30 pm')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Join online/ }).getAttribute('href')).toBe(
      'https://meet.example.org/reunion',
    );
    expect(screen.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe(
      urlOf(endpoints.events.ics, { params: { id: 'event-1' } }),
    );
    expect(screen.queryByRole('link', { name: /^Edit/ })).toBeNull();
    await waitFor(() => expect(document.title).toBe(`Annual alumni reunion · ${institution.shortName}`));
  });

  it('shows the description’s Markdown: its headings, lists and links', async () => {
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [EVENT]: ok(
        anEvent({
          description: '# Programme\n\n1. Welcome\n2. Dinner\n\nDetails on [our page](https://example.org/reunion).',
        }),
      ),
    });
    renderApp('/events/event-1');

    expect(await screen.findByRole('heading', { level: 2, name: 'Programme' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const list = screen.getByText('Welcome').closest('ol');
    expect(list?.textContent?.replace(/\s+/g, ' ').trim()).toBe('Welcome Dinner');
    const link = screen.getByRole('link', { name: 'our page' });
    expect(link.getAttribute('href')).toBe('https://example.org/reunion');
    expect(link.getAttribute('rel')).toBe('noopener nofollow ugc');
  });

  it('says the event has passed, and offers no join link, for a past event', async () => {
    mockApi({ [endpoints.institution.config]: ok(institution), [EVENT]: ok(anEvent({ date: '2020-01-15' })) });
    renderApp('/events/event-1');

    expect(await screen.findByText('This event has already taken place.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Join online/ })).toBeNull();
  });

  it('says "Event not found." for an unknown event and explains other failures', async () => {
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [EVENT]: failure(404, 'NOT_FOUND', 'Event not found.'),
    });
    const { unmount } = renderApp('/events/event-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Event not found.' })).toBeTruthy();
    unmount();

    mockApi({
      [endpoints.institution.config]: ok(institution),
      [EVENT]: failure(500, 'INTERNAL', 'Something went wrong'),
    });
    renderApp('/events/event-1');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to load the event. Please try again later.',
    );
  });

  it('lets the creator edit, and delete after confirming', async () => {
    window.localStorage.setItem('token', 'session-token');
    window.localStorage.setItem('userId', account._id);
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [EVENT]: ok(anEvent()),
      [routeKey(endpoints.events.remove, { id: 'event-1' })]: ok(null),
      [endpoints.events.list]: page([]),
    });
    const { user, currentLocation } = renderApp('/events/event-1');

    expect((await screen.findByRole('link', { name: /^Edit/ })).getAttribute('href')).toBe('/events/event-1/edit');
    await user.click(screen.getByRole('button', { name: /^Delete/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm delete' }));

    expect(await screen.findByText('Event deleted.')).toBeTruthy();
    expect(await screen.findByText('No upcoming events.')).toBeTruthy();
    expect(currentLocation().pathname).toBe('/events');
  });
});
