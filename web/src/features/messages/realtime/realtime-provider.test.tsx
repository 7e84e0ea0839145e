import { endpoints, type InboxEntry } from '@alumni/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { urlOf } from '@/lib/api';
import { clearSession } from '@/lib/auth';
import { account } from '@/test/fixtures';
import { type MockRoute, mockApi, ok, page, routeKey } from '@/test/mock-api';
import { aMessage, fakeRealtimeServer } from '../testing/fake-event-stream';
import { aConversation, anInboxEntry, conversationPage, partner, renderMessagesPage } from '../testing/render-messages';

/** The API table for the other endpoints, plus the event stream served by a fake server. */
function mockApiWithStream(routes: Record<string, MockRoute>) {
  const api = mockApi(routes);
  const server = fakeRealtimeServer();
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
    String(input).endsWith(urlOf(endpoints.messages.stream)) ? server.fetch(input, init) : api.fetchMock(input, init),
  );
  return { ...api, server };
}

async function streamOpened(server: ReturnType<typeof fakeRealtimeServer>) {
  await waitFor(() => expect(server.streams.length).toBeGreaterThan(0));
  return server.latest();
}

// A test that fails while the clock is faked leaves it to no other.
afterEach(() => {
  vi.useRealTimers();
});

describe('live updates', () => {
  it('opens one stream while signed in and closes it when the session ends', async () => {
    const { server } = mockApiWithStream({
      [endpoints.messages.inbox]: page([]),
      [endpoints.messages.unread]: ok({ total: 0 }),
    });
    renderMessagesPage('/messages', { realtime: true });
    await streamOpened(server);
    await screen.findByText('No conversations yet.');

    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.headers.get('authorization')).toBe('session-token');
    expect(server.requests[0]?.signal?.aborted).toBe(false);
    act(() => clearSession());

    await screen.findByText('Another page');
    expect(server.requests[0]?.signal?.aborted).toBe(true);
    expect(server.requests).toHaveLength(1);
  });

  it('updates the inbox and the unread badge when a message arrives, without a reload', async () => {
    const ritika = { _id: 'user-3', fullName: 'Ritika Das', profilePicture: null, formerMember: false };
    let inbox: InboxEntry[] = [];
    let unread = 0;
    const { server } = mockApiWithStream({
      [endpoints.messages.inbox]: () => page(inbox),
      [endpoints.messages.unread]: () => ok({ total: unread }),
    });
    renderMessagesPage('/messages', { realtime: true });
    const stream = await streamOpened(server);
    await screen.findByText('No conversations yet.');
    expect(screen.getByRole('link', { name: 'Messages' })).toBeTruthy();

    const message = aMessage({ _id: 'message-7', senderId: ritika._id, senderName: ritika.fullName });
    inbox = [
      anInboxEntry({
        user: ritika,
        lastMessage: { preview: message.content, senderId: ritika._id, createdAt: message.createdAt },
        unreadCount: 1,
      }),
    ];
    unread = 1;
    stream.send('ready', { userId: account._id });
    stream.send('message', message, message._id);

    expect(await screen.findByRole('link', { name: 'Ritika Das, 1 unread' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Messages, 1 unread' })).toBeTruthy();
  });

  it('adds a live message to the open chat once, even when it is replayed, and marks it read', async () => {
    const first = aMessage({ _id: 'message-1', content: 'Are you coming?' });
    const { server, requests } = mockApiWithStream({
      [routeKey(endpoints.messages.conversation, { userId: partner._id })]: conversationPage(
        aConversation({ messages: [first] }),
      ),
      [routeKey(endpoints.messages.markRead, { userId: partner._id })]: ok(null),
      [endpoints.messages.inbox]: page([]),
      [endpoints.messages.unread]: ok({ total: 0 }),
    });
    renderMessagesPage(`/message/${partner._id}`, { realtime: true });
    const stream = await streamOpened(server);
    const log = await screen.findByRole('log', { name: `Messages with ${partner.fullName}` });
    const reads = () => requests.filter((request) => request.url.endsWith('/read')).length;
    await waitFor(() => expect(reads()).toBe(1));

    const reply = aMessage({ _id: 'message-2', content: 'Bring the photos: https://photos.example.org/2012' });
    stream.send('ready', { userId: account._id });
    stream.send('message', reply, reply._id);
    stream.send('message', reply, reply._id);
    // Someone else's message belongs to another conversation.
    stream.send(
      'message',
      aMessage({ _id: 'message-3', senderId: 'user-9', content: 'Not for this chat' }),
      'message-3',
    );

    expect(await within(log).findByRole('link', { name: /photos\.example\.org/ })).toBeTruthy();
    expect(within(log).getAllByRole('listitem')).toHaveLength(2);
    expect(within(log).queryByText('Not for this chat')).toBeNull();
    await waitFor(() => expect(reads()).toBe(2));
  });

  it('shows messages I send from another tab in the open chat', async () => {
    const { server } = mockApiWithStream({
      [routeKey(endpoints.messages.conversation, { userId: partner._id })]: conversationPage(aConversation()),
      [routeKey(endpoints.messages.markRead, { userId: partner._id })]: ok(null),
      [endpoints.messages.inbox]: page([]),
      [endpoints.messages.unread]: ok({ total: 0 }),
    });
    renderMessagesPage(`/message/${partner._id}`, { realtime: true });
    const stream = await streamOpened(server);
    const log = await screen.findByRole('log');

    stream.send('ready', { userId: account._id });
    stream.send(
      'message',
      aMessage({
        _id: 'message-5',
        senderId: account._id,
        senderName: account.name,
        recipientId: partner._id,
        content: 'Sent from my phone',
      }),
      'message-5',
    );

    const item = (await within(log).findByText('Sent from my phone')).closest('li');
    expect(item?.textContent).toMatch(/^You/);
  });

  it('leaves a stream replaced by a newer tab closed while out of view, and opens it again in view', async () => {
    const { server } = mockApiWithStream({
      [endpoints.messages.inbox]: page([]),
      [endpoints.messages.unread]: ok({ total: 0 }),
    });
    let visibility: DocumentVisibilityState = 'hidden';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    renderMessagesPage('/messages', { realtime: true });
    const stream = await streamOpened(server);
    stream.send('ready', { userId: account._id });
    stream.send('replaced', null);
    // Faked from before the stream ends, so any reconnect timer set for it is one the clock below runs.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    stream.end();

    // Longer than the first reconnect wait (at most 1.2 s), without waiting for it.
    await vi.advanceTimersByTimeAsync(1_500);
    expect(server.requests).toHaveLength(1);
    vi.useRealTimers();

    visibility = 'visible';
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    await waitFor(() => expect(server.requests).toHaveLength(2));
  });
});
