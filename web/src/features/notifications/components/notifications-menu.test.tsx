import { endpoints } from '@alumni/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { urlOf } from '@/lib/api';
import { account, institution } from '@/test/fixtures';
import { mockApi, ok, page } from '@/test/mock-api';
import { renderApp } from '@/test/render-app';

const notices = [
  {
    _id: '0b6f2a3e-1c1a-4c55-9a8e-2c1f7f1f0001',
    kind: 'message.unread',
    title: 'Arnab Ghosh wrote to you',
    body: 'Are you coming to the reunion?',
    link: '/message/0b6f2a3e-1c1a-4c55-9a8e-2c1f7f1f0009',
    read: false,
    createdAt: '2026-11-20T10:00:00.000Z',
  },
  {
    _id: '0b6f2a3e-1c1a-4c55-9a8e-2c1f7f1f0002',
    kind: 'account.approved',
    title: 'Your account is verified',
    body: 'The association has verified your account.',
    link: '/accountpage',
    read: true,
    createdAt: '2026-11-19T10:00:00.000Z',
  },
  {
    _id: '0b6f2a3e-1c1a-4c55-9a8e-2c1f7f1f0003',
    kind: 'event.moved-up',
    title: 'You have a seat',
    body: 'A seat freed up: you are now going to Batch reunion 2011 on 2026-12-05.',
    link: '/events/0b6f2a3e-1c1a-4c55-9a8e-2c1f7f1f0021',
    read: true,
    createdAt: '2026-11-18T10:00:00.000Z',
  },
];

function signIn() {
  window.localStorage.setItem('token', 'session-token');
  window.localStorage.setItem('userId', account._id);
}

describe('the notifications menu', () => {
  it('shows the unread count on its button, opens by keyboard, lists notices with links, and closes on Escape', async () => {
    signIn();
    let unread = 1;
    const { requests } = mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [endpoints.notifications.unread]: () => ok({ unread }),
      [endpoints.notifications.list]: page(notices),
      [endpoints.notifications.markRead]: () => {
        unread = 0;
        return ok({ marked: 1, unread: 0 });
      },
    });
    const { user } = renderApp('/');

    const button = await screen.findByRole('button', { name: 'Notifications, 1 unread' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    button.focus();
    await user.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    const panel = await screen.findByRole('region', { name: 'Notifications' });
    const link = await within(panel).findByRole('link', { name: /Unread: Arnab Ghosh wrote to you/ });
    expect(link.getAttribute('href')).toBe('/message/0b6f2a3e-1c1a-4c55-9a8e-2c1f7f1f0009');
    expect(
      within(panel)
        .getByRole('link', { name: /Your account is verified/ })
        .getAttribute('href'),
    ).toBe('/accountpage');
    const seat = within(panel).getByRole('link', { name: /You have a seat/ });
    expect(seat.textContent).toContain('A seat freed up: you are now going to Batch reunion 2011 on 2026-12-05.');
    expect(seat.getAttribute('href')).toBe('/events/0b6f2a3e-1c1a-4c55-9a8e-2c1f7f1f0021');

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(document.activeElement).toBe(button);

    await user.click(button);
    await user.click(await screen.findByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy());
    const marked = requests.find((request) => request.url.endsWith(urlOf(endpoints.notifications.markRead)));
    expect(await marked?.clone().json()).toEqual({ all: true });
  });

  it('says so when there is nothing yet', async () => {
    signIn();
    mockApi({
      [endpoints.institution.config]: ok(institution),
      [endpoints.account.mine]: ok(account),
      [endpoints.notifications.unread]: ok({ unread: 0 }),
      [endpoints.notifications.list]: page([]),
    });
    const { user } = renderApp('/');
    await user.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet.')).toBeTruthy();
  });
});
