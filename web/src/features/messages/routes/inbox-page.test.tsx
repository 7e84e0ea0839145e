import { endpoints } from '@alumni/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { account } from '@/test/fixtures';
import { failure, mockApi, ok, page } from '@/test/mock-api';
import { anInboxEntry, renderMessagesPage } from '../testing/render-messages';

const ritika = { _id: 'user-3', fullName: 'Ritika Das', profilePicture: null, formerMember: false };

describe('the inbox', () => {
  it('lists conversations with "You: " before my own last message and the unread counts', async () => {
    const { requests } = mockApi({
      [endpoints.messages.inbox]: page([
        anInboxEntry({
          user: ritika,
          lastMessage: { preview: 'Sure, 6 pm works', senderId: ritika._id, createdAt: '2026-11-05T11:00:00.000Z' },
          unreadCount: 2,
        }),
        anInboxEntry({
          lastMessage: {
            preview: 'See you at the reunion',
            senderId: account._id,
            createdAt: '2026-11-05T10:00:00.000Z',
          },
        }),
      ]),
      [endpoints.messages.unread]: ok({ total: 2 }),
    });
    renderMessagesPage('/messages');

    expect(await screen.findByRole('heading', { level: 1, name: 'Messages' })).toBeTruthy();
    const rows = within(await screen.findByRole('list', { name: 'Conversations' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    const [first, second] = rows;
    if (!first || !second) throw new Error('two rows expected');

    const ritikaLink = within(first).getByRole('link', { name: 'Ritika Das, 2 unread' });
    expect(ritikaLink.getAttribute('href')).toBe('/message/user-3');
    expect(within(first).getByText('Sure, 6 pm works')).toBeTruthy();
    expect(within(first).getByText('2')).toBeTruthy();

    expect(within(second).getByRole('link', { name: 'Sudipta Bose' }).getAttribute('href')).toBe('/message/user-2');
    expect(within(second).getByText('You: See you at the reunion')).toBeTruthy();
    expect(within(second).getByText('You: See you at the reunion').closest('li')?.querySelector('time')).toBeTruthy();

    expect(await screen.findByRole('link', { name: 'Messages, 2 unread' })).toBeTruthy();
    expect(requests.find((request) => request.url.includes('/conversations?'))?.headers.get('authorization')).toBe(
      'session-token',
    );
  });

  it('loads more conversations with the cursor', async () => {
    mockApi({
      [endpoints.messages.inbox]: (request) =>
        new URL(request.url).searchParams.get('cursor') === 'next'
          ? page([anInboxEntry({ user: ritika })])
          : page([anInboxEntry()], 'next'),
      [endpoints.messages.unread]: ok({ total: 0 }),
    });
    const { user } = renderMessagesPage('/messages');

    await user.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('link', { name: 'Ritika Das' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says there are no conversations yet and points to the community', async () => {
    mockApi({ [endpoints.messages.inbox]: page([]), [endpoints.messages.unread]: ok({ total: 0 }) });
    renderMessagesPage('/messages');

    expect(await screen.findByText('No conversations yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find alumni in the Community' }).getAttribute('href')).toBe('/community');
    expect(screen.getByRole('link', { name: 'Messages' })).toBeTruthy();
  });

  it('says when the conversations could not be loaded, and tries again', async () => {
    let attempts = 0;
    mockApi({
      [endpoints.messages.inbox]: () => {
        attempts += 1;
        return attempts === 1 ? failure(500, 'INTERNAL', 'Something went wrong.') : page([anInboxEntry()]);
      },
    });
    const { user } = renderMessagesPage('/messages');

    expect((await screen.findByRole('alert')).textContent).toContain(
      'Failed to load your conversations. Please try again.',
    );
    await user.click(screen.getByRole('button', { name: 'Try again' }));

    expect(await screen.findByRole('link', { name: 'Sudipta Bose' })).toBeTruthy();
  });
});
