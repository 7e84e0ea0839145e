import { endpoints } from '@alumni/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, anEvent, institution } from '@/test/fixtures';
import { mockApi, ok, page, routeKey } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

function signIn() {
  window.localStorage.setItem('token', 'session-token');
  window.localStorage.setItem('userId', account._id);
}

describe('your events page', () => {
  it('invites a first event when there are none', async () => {
    signIn();
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [endpoints.events.mine]: page([]),
    });
    renderApp('/userevents');

    expect(await screen.findByRole('heading', { level: 1, name: 'Your events' })).toBeTruthy();
    expect(await screen.findByText('You have not created any events yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an event' }).getAttribute('href')).toBe('/createevent');
  });

  it('marks past events and refreshes the list after a confirmed delete', async () => {
    signIn();
    let events = [
      anEvent({ _id: 'future', title: 'Coming reunion' }),
      anEvent({ _id: 'past', title: 'Old workshop', date: '2020-01-15' }),
    ];
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [endpoints.events.mine]: () => page(events),
      [routeKey(endpoints.events.remove, { id: 'past' })]: () => {
        events = events.filter((event) => event._id !== 'past');
        return ok(null);
      },
    });
    const { user } = renderApp('/userevents');

    const list = await screen.findByRole('list', { name: 'Your events' });
    const [future, past] = within(list).getAllByRole('article');
    expect(future && within(future).queryByText('Past event')).toBeNull();
    expect(past && within(past).getByText('Past event')).toBeTruthy();
    await user.click(within(list).getByRole('button', { name: 'Delete Old workshop' }));
    await user.click(within(list).getByRole('button', { name: 'Confirm delete' }));

    await waitFor(() => expect(within(list).queryByRole('link', { name: 'Old workshop' })).toBeNull());
    expect(within(list).getByRole('link', { name: 'Coming reunion' })).toBeTruthy();
    expect(await screen.findByText('Event deleted.')).toBeTruthy();
  });
});
