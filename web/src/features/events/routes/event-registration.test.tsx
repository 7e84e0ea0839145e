import { endpoints } from '@alumni/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { urlOf } from '@/lib/api';
import { account, anEvent, institution } from '@/test/fixtures';
import { failure, mockApi, ok, page, routeKey } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const EVENT = routeKey(endpoints.events.one, { id: 'event-1' });
const REGISTRATION = routeKey(endpoints.events.registration, { id: 'event-1' });
const REGISTER = routeKey(endpoints.events.register, { id: 'event-1' });

function signIn(userId = 'member-2') {
  window.localStorage.setItem('token', 'session-token');
  window.localStorage.setItem('userId', userId);
}

describe('the link to join an online event', () => {
  const LINK = 'https://meet.example.org/reunion';

  it('shows "Join online" once the member holds a seat, not before, for an event with seats', async () => {
    signIn();
    // With seats, the shared answer carries no link; the member's own registration does once they hold a seat.
    const event = anEvent({ capacity: 10, going: 3, linkToJoin: null });
    let registration: { status: 'going' | null; linkToJoin: string | null } = { status: null, linkToJoin: null };
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok({ ...account, _id: 'member-2' }),
      [EVENT]: ok(event),
      [REGISTRATION]: () => ok(registration),
      [REGISTER]: () => {
        registration = { status: 'going', linkToJoin: LINK };
        return ok(registration);
      },
      [routeKey(endpoints.events.attendees, { id: 'event-1' })]: page([]),
    });
    const { user } = renderApp('/events/event-1');

    expect(await screen.findByText('The link to join online is shown here to members who hold a seat.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Join online/ })).toBeNull();
    const panel = await screen.findByRole('region', { name: 'Registration' });
    await user.click(await within(panel).findByRole('button', { name: 'Register' }));
    expect((await screen.findByRole('link', { name: /Join online/ })).getAttribute('href')).toBe(LINK);
  });

  it('offers no join link for an in-person event', async () => {
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [EVENT]: ok(anEvent({ online: false, linkToJoin: null })),
    });
    renderApp('/events/event-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Annual alumni reunion' })).toBeTruthy();
    expect(screen.getByText('In person')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Join/ })).toBeNull();
    expect(screen.queryByText(/link to join online/)).toBeNull();
  });
});

describe('registering for an event', () => {
  it('offers a verified member the waiting list when the event is full, then shows their place and the new counts', async () => {
    signIn();
    let event = anEvent({ capacity: 1, going: 1, waitlisted: 0 });
    const { requests } = mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok({ ...account, _id: 'member-2' }),
      [EVENT]: () => ok(event),
      [REGISTRATION]: ok({ status: null, linkToJoin: null }),
      [REGISTER]: () => {
        event = { ...event, waitlisted: 1 };
        return ok({ status: 'waitlisted', linkToJoin: null });
      },
      [routeKey(endpoints.events.attendees, { id: 'event-1' })]: page([{ _id: 'user-7', fullName: 'Sourav Dutta' }]),
    });
    const { user } = renderApp('/events/event-1');

    const panel = await screen.findByRole('region', { name: 'Registration' });
    expect(await within(panel).findByText('The event is full: you can join the waiting list.')).toBeTruthy();
    expect(screen.getByText('1 of 1 seats taken')).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Sourav Dutta' })).getAttribute('href')).toBe('/profile/user-7');
    // Only the organiser (and admins) get the sheet.
    expect(screen.queryByRole('button', { name: 'Download attendee list (CSV)' })).toBeNull();

    await user.click(within(panel).getByRole('button', { name: 'Join the waiting list' }));
    expect(await within(panel).findByText(/You are on the waiting list/)).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Leave the waiting list' })).toBeTruthy();
    expect(await screen.findByText('1 of 1 seats taken, 1 on the waiting list')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('The event is full: you are on the waiting list.');
    expect(requests.find((request) => request.method === 'POST')?.headers.get('authorization')).toBe('session-token');
  });

  it('shows the server’s reason when registration is refused', async () => {
    signIn();
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok({ ...account, _id: 'member-2' }),
      [EVENT]: ok(anEvent()),
      [REGISTRATION]: ok({ status: null, linkToJoin: null }),
      [REGISTER]: failure(409, 'CONFLICT', 'Registration for this event has closed: it has already started.'),
      [routeKey(endpoints.events.attendees, { id: 'event-1' })]: page([]),
    });
    const { user } = renderApp('/events/event-1');
    const panel = await screen.findByRole('region', { name: 'Registration' });
    await user.click(await within(panel).findByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Registration for this event has closed: it has already started.')).toBeTruthy();
    expect(await screen.findByText('Nobody is going yet.')).toBeTruthy();
  });

  it('asks a visitor to sign in, and closes once the event has started', async () => {
    mockApi({ [endpoints.institution.config]: ok(institution), [EVENT]: ok(anEvent()) });
    const { unmount } = renderApp('/events/event-1');
    const panel = await screen.findByRole('region', { name: 'Registration' });
    expect(within(panel).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/signin');
    expect(within(panel).queryByRole('button')).toBeNull();
    // Who is going is for verified members.
    expect(screen.queryByRole('heading', { name: 'Who is going' })).toBeNull();
    unmount();

    mockApi({ [endpoints.institution.config]: ok(institution), [EVENT]: ok(anEvent({ date: '2020-01-15' })) });
    renderApp('/events/event-1');
    const closed = await screen.findByRole('region', { name: 'Registration' });
    expect(within(closed).getByText('Registration has closed: the event has started.')).toBeTruthy();
  });

  it('gives the organiser the attendee sheet', async () => {
    signIn(account._id);
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [EVENT]: ok(anEvent({ createdBy: account._id })),
      [REGISTRATION]: ok({ status: 'going', linkToJoin: null }),
      [routeKey(endpoints.events.attendees, { id: 'event-1' })]: page([]),
    });
    renderApp('/events/event-1');
    expect(await screen.findByRole('button', { name: 'Download attendee list (CSV)' })).toBeTruthy();
    const panel = await screen.findByRole('region', { name: 'Registration' });
    expect(await within(panel).findByText('You are going.')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Cancel registration' })).toBeTruthy();
  });
});

describe('past events tab', () => {
  it('lists past events latest first, without a join link, and marks its tab as current', async () => {
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.events.past]: page([anEvent({ title: 'Reunion 2020', date: '2020-01-15' })]),
    });
    renderApp('/events?show=past');
    expect(await screen.findByRole('heading', { level: 1, name: 'Past events' })).toBeTruthy();
    expect(await screen.findByText('Reunion 2020')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Join online/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Past events' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Upcoming' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: 'Subscribe to the events calendar' }).getAttribute('href')).toBe(
      urlOf(endpoints.events.publicCalendar),
    );
  });
});
