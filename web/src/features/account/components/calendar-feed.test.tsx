import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, institution } from '@/test/fixtures';
import { failure, mockApi, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const FEED_URL = 'https://alumni.example.org/api/v1/calendar/feed/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ.ics';
const NEW_URL = 'https://alumni.example.org/api/v1/calendar/feed/QPONMLKJIHGFEDCBAzyxwvutsrqponmlkjihgfedcba.ics';

function signIn() {
  window.localStorage.setItem('token', 'session-token');
  window.localStorage.setItem('userId', account._id);
}

describe('calendar feed on the account page', () => {
  it('makes the first link on request and shows it, with a copy button, only then', async () => {
    signIn();
    const { requests } = mockApi({
      'GET /api/v1/config': ok(institution),
      'GET /api/v1/user/': ok(account),
      'GET /api/v1/calendar/me': ok({ createdAt: null }),
      'POST /api/v1/calendar/me/reset': ok({ url: FEED_URL, createdAt: '2026-11-20T10:00:00.000Z' }),
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
      'GET /api/v1/config': ok(institution),
      'GET /api/v1/user/': ok(account),
      'GET /api/v1/calendar/me': ok({ createdAt: '2026-11-20T10:00:00.000Z' }),
      'POST /api/v1/calendar/me/reset': ok({ url: NEW_URL, createdAt: '2026-11-23T10:00:00.000Z' }),
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
      'GET /api/v1/config': ok(institution),
      'GET /api/v1/user/': ok(account),
      'GET /api/v1/calendar/me': ok({ createdAt: '2026-11-20T10:00:00.000Z' }),
      'POST /api/v1/calendar/me/reset': failure(500, 'INTERNAL', 'Something went wrong on our side'),
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
