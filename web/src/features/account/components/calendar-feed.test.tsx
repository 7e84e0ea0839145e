import { endpoints } from '@alumni/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { urlOf } from '@/lib/api';
import { account, institution } from '@/test/fixtures';
import { failure, mockApi, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

/** The address the server gives a member's private feed: its secret, then `.ics`. */
const feedUrl = (file: string) =>
  `https://alumni.example.org${urlOf(endpoints.events.privateCalendar, { params: { file } })}`;
const FEED_URL = feedUrl('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ.ics');
const NEW_URL = feedUrl('QPONMLKJIHGFEDCBAzyxwvutsrqponmlkjihgfedcba.ics');

function signIn() {
  window.localStorage.setItem('token', 'session-token');
  window.localStorage.setItem('userId', account._id);
}

describe('calendar feed on the account page', () => {
  it('makes the first link on request and shows it, with a copy button, only then', async () => {
    signIn();
    const { requests } = mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [endpoints.events.calendarFeed]: ok({ createdAt: null }),
      [endpoints.events.resetCalendarFeed]: ok({ url: FEED_URL, createdAt: '2026-11-20T10:00:00.000Z' }),
    });
    const { user } = renderApp('/accountpage');
    const section = await screen.findByRole('region', { name: 'Calendar feed' });
    expect(await within(section).findByText('You have no calendar link yet.')).toBeTruthy();
    expect(within(section).queryByRole('textbox')).toBeNull();

    await user.click(within(section).getByRole('button', { name: 'Make my calendar link' }));
    expect(await screen.findByText('Calendar link made. Add it to your calendar app.')).toBeTruthy();
    const link = within(section).getByRole('textbox', { name: 'Your calendar link' }) as HTMLInputElement;
    expect(link.value).toBe(FEED_URL);
    expect(link.readOnly).toBe(true);
    expect(within(section).getByRole('button', { name: 'Copy calendar link' })).toBeTruthy();
    expect(within(section).getByText(/shows it only this once/)).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Make a new link (the old one stops working)' })).toBeTruthy();
    expect(
      requests.filter((request) => request.method === 'POST' && request.url.endsWith('/calendar/me/reset')),
    ).toHaveLength(1);
  });

  it('says when the link was made, without it, and makes a new one that replaces it', async () => {
    signIn();
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [endpoints.events.calendarFeed]: ok({ createdAt: '2026-11-20T10:00:00.000Z' }),
      [endpoints.events.resetCalendarFeed]: ok({ url: NEW_URL, createdAt: '2026-11-23T10:00:00.000Z' }),
    });
    const { user } = renderApp('/accountpage');
    const section = await screen.findByRole('region', { name: 'Calendar feed' });
    const made = await within(section).findByText(/You made your calendar link on/);
    expect(made.querySelector('time')?.getAttribute('datetime')).toBe('2026-11-20T10:00:00.000Z');
    expect(made.textContent).toMatch(/shown only when it is made/);
    expect(within(section).queryByRole('textbox')).toBeNull();

    await user.click(within(section).getByRole('button', { name: 'Make a new link (the old one stops working)' }));
    expect(await screen.findByText(/New calendar link made: the old one no longer works/)).toBeTruthy();
    expect((within(section).getByRole('textbox', { name: 'Your calendar link' }) as HTMLInputElement).value).toBe(
      NEW_URL,
    );
  });

  it('says so when the link cannot be made', async () => {
    signIn();
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [endpoints.events.calendarFeed]: ok({ createdAt: '2026-11-20T10:00:00.000Z' }),
      [endpoints.events.resetCalendarFeed]: failure(500, 'INTERNAL', 'Something went wrong on our side'),
    });
    const { user } = renderApp('/accountpage');
    const section = await screen.findByRole('region', { name: 'Calendar feed' });
    await user.click(
      await within(section).findByRole('button', { name: 'Make a new link (the old one stops working)' }),
    );
    expect((await within(section).findByRole('alert')).textContent).toBe('Something went wrong on our side');
    expect(within(section).queryByRole('textbox')).toBeNull();
    expect(within(section).getByText(/You made your calendar link on/)).toBeTruthy();
  });
});
