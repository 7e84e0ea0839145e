import { endpoints } from '@alumni/contract';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { descriptionOf, fieldValue } from '@/test/fields';
import { account, anEvent, institution } from '@/test/fixtures';
import { mockApi, ok, routeKey } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

describe('edit event page', () => {
  it('fills the form, keeps a date that has passed (but refuses another past one), and saves back to the event page', async () => {
    window.localStorage.setItem('token', 'session-token');
    window.localStorage.setItem('userId', account._id);
    const event = anEvent({ date: '2020-01-15', presenter: { name: null, socialMediaLink: null } });
    const { requests } = mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [routeKey(endpoints.events.one, { id: 'event-1' })]: ok(event),
      [routeKey(endpoints.events.update, { id: 'event-1' })]: async (request) => {
        const body = await request.json();
        return ok({ ...event, ...body, presenter: { name: body.presenterName, socialMediaLink: body.presenterLink } });
      },
    });
    const { user, currentLocation } = renderApp('/events/event-1/edit');

    const date = await screen.findByLabelText('Date');
    expect(fieldValue(date)).toBe('2020-01-15');
    expect(date.hasAttribute('min')).toBe(false);
    expect(fieldValue(screen.getByLabelText('Time'))).toBe('17:30');
    expect(fieldValue(screen.getByLabelText('Presenter name'))).toBe('');
    await user.clear(date);
    await user.type(date, '2020-01-16');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(descriptionOf(date)).toBe('Date must be today or later'));
    await user.clear(date);
    await user.type(date, '2020-01-15');
    await user.type(screen.getByLabelText('Presenter name'), 'Rahul Das');
    await user.type(screen.getByLabelText('Presenter link'), 'https://example.org/rahul');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByRole('heading', { level: 1, name: event.title })).toBeTruthy();
    expect(currentLocation().pathname).toBe('/events/event-1');
    expect(await screen.findByText('Event updated.')).toBeTruthy();
    expect(await requests.find((request) => request.method === 'PUT')?.json()).toMatchObject({
      date: '2020-01-15',
      presenterName: 'Rahul Das',
    });
  });
});
