import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account, institution } from '@/test/fixtures';
import { mockApi, ok } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const URL_MADE = 'https://alumni.example.org/api/v1/calendar/feed/abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ.ics';

describe('calendar feed on the account page', () => {
  it('makes a private link and shows it once; afterwards says when it was made and offers a new one', async () => {
    window.localStorage.setItem('token', 'session-token');
    window.localStorage.setItem('userId', account._id);
    const { requests } = mockApi({
      'GET /api/v1/config': ok(institution),
      'GET /api/v1/user/': ok(account),
      'GET /api/v1/calendar/me': ok({ url: null, createdAt: null }),
      'POST /api/v1/calendar/me/reset': ok({ url: URL_MADE, createdAt: '2026-11-20T10:00:00.000Z' }),
    });
    const { user } = renderApp('/accountpage');
    const section = await screen.findByRole('region', { name: 'Calendar feed' });
    await user.click(await within(section).findByRole('button', { name: 'Make my calendar link' }));
    const link = await within(section).findByRole('textbox', { name: 'Your calendar link' });
    expect((link as HTMLInputElement).value).toBe(URL_MADE);
    expect(within(section).getByText(/it is shown only this once/)).toBeTruthy();
    expect(within(section).getByRole('button', { name: 'Make a new calendar link' })).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST' && request.url.endsWith('/calendar/me/reset'))).toBe(
      true,
    );
  });

  it('says a link exists without showing it', async () => {
    window.localStorage.setItem('token', 'session-token');
    window.localStorage.setItem('userId', account._id);
    mockApi({
      'GET /api/v1/config': ok(institution),
      'GET /api/v1/user/': ok(account),
      'GET /api/v1/calendar/me': ok({ url: null, createdAt: '2026-11-20T10:00:00.000Z' }),
    });
    renderApp('/accountpage');
    const section = await screen.findByRole('region', { name: 'Calendar feed' });
    expect(await within(section).findByText(/You made your calendar link on/)).toBeTruthy();
    expect(within(section).queryByRole('textbox')).toBeNull();
    expect(within(section).getByRole('button', { name: 'Make a new calendar link' })).toBeTruthy();
  });
});
