import { endpoints } from '@alumni/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, anEvent, institution } from '@/test/fixtures';
import { mockApi, ok, page, routeKey } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const SHEET = routeKey(endpoints.events.registrants, { id: 'event-1' });
const registrant = (id: string, fullName: string, status: 'going' | 'waitlisted', attended: boolean) => ({
  _id: id,
  fullName,
  status,
  yearOfPassing: 2016,
  programme: 'Computer Science Engineering',
  attended,
});

function signIn(userId: string) {
  window.localStorage.setItem('token', 'session-token');
  window.localStorage.setItem('userId', userId);
}

describe('marking who came', () => {
  it('gives the organiser of a started event a sheet of everyone registered to tick, saved as each is ticked', async () => {
    signIn('user-1');
    const marks: unknown[] = [];
    const { requests } = mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [routeKey(endpoints.events.one, { id: 'event-1' })]: ok(anEvent({ date: '2024-03-20', time: '10:00' })),
      [routeKey(endpoints.events.registration, { id: 'event-1' })]: ok({ status: null, linkToJoin: null }),
      [routeKey(endpoints.events.attendees, { id: 'event-1' })]: page([]),
      [SHEET]: page([
        registrant('user-7', 'Sourav Dutta', 'going', true),
        registrant('user-8', 'Rituparna Saha', 'waitlisted', false),
      ]),
      [routeKey(endpoints.events.markAttendance, { id: 'event-1', userId: 'user-8' })]: async (request) => {
        const body = (await request.json()) as { attended: boolean };
        marks.push(body);
        return ok(registrant('user-8', 'Rituparna Saha', 'waitlisted', body.attended), 200, 'Attendance saved');
      },
    });
    const { user } = renderApp('/events/event-1');

    const sheet = await screen.findByRole('list', { name: 'Members registered' });
    const came = within(sheet).getByRole('checkbox', { name: 'Sourav Dutta came' }) as HTMLInputElement;
    expect(came.checked).toBe(true);
    const waiting = within(sheet).getByRole('checkbox', {
      name: 'Rituparna Saha came (was on the waiting list)',
    }) as HTMLInputElement;
    expect(waiting.checked).toBe(false);
    await user.click(waiting);
    expect(marks).toEqual([{ attended: true }]);
    await expect.poll(() => waiting.checked).toBe(true);
    expect(requests.some((request) => request.method === 'PUT' && request.url.endsWith('/user-8/attendance'))).toBe(
      true,
    );
  });

  it('shows no sheet to a member who is not the organiser, and asks for none', async () => {
    signIn('member-2');
    const { requests } = mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok({ ...account, _id: 'member-2' }),
      [routeKey(endpoints.events.one, { id: 'event-1' })]: ok(anEvent({ date: '2024-03-20', time: '10:00' })),
      [routeKey(endpoints.events.registration, { id: 'event-1' })]: ok({ status: null, linkToJoin: null }),
      [routeKey(endpoints.events.attendees, { id: 'event-1' })]: page([]),
    });
    renderApp('/events/event-1');
    expect(await screen.findByRole('heading', { name: 'Who is going' })).toBeTruthy();
    expect(await screen.findByText('Nobody is going yet.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Who came' })).toBeNull();
    expect(requests.some((request) => request.url.includes('/registrants'))).toBe(false);
  });
});
