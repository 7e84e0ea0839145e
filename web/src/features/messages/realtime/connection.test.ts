import { endpoints, type Message } from '@alumni/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { urlOf } from '@/lib/api';
import { aMessage, fakeRealtimeServer } from '../testing/fake-event-stream';
import { createRealtimeConnection, type RealtimeHandlers } from './connection';

// Taken before the tests fake the timers: it lets the stream reads and handlers waiting on promises run.
const realSetTimeout = globalThis.setTimeout;
function settle() {
  return new Promise((resolve) => realSetTimeout(resolve, 0));
}

function recordingHandlers() {
  const messages: Message[] = [];
  const reads: string[] = [];
  const readies: string[] = [];
  const statuses: string[] = [];
  const handlers: RealtimeHandlers = {
    onMessage: (message) => messages.push(message),
    onRead: (userId) => reads.push(userId),
    onReady: (userId) => readies.push(userId),
    onStatus: (status) => statuses.push(status),
  };
  return { handlers, messages, reads, readies, statuses };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the realtime connection', () => {
  it('opens the stream with the token in the Authorization header and reports its events', async () => {
    const server = fakeRealtimeServer();
    const record = recordingHandlers();
    const connection = createRealtimeConnection({
      token: 'session-token',
      handlers: record.handlers,
      fetch: server.fetch,
    });

    connection.start();
    await settle();
    server.latest().send('ready', { userId: 'user-1' });
    server.latest().send('message', aMessage(), 'message-1');
    server.latest().send('read', { userId: 'user-2' });
    await settle();

    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]?.url).toBe(urlOf(endpoints.messages.stream));
    expect(server.requests[0]?.headers.get('authorization')).toBe('session-token');
    expect(server.requests[0]?.headers.get('last-event-id')).toBeNull();
    expect(record.readies).toEqual(['user-1']);
    expect(record.messages.map((message) => message.content)).toEqual(['Hello from Sudipta']);
    expect(record.reads).toEqual(['user-2']);
    expect(record.statuses).toEqual(['connecting', 'open']);
    expect(connection.lastEventId()).toBe('message-1');
    connection.stop();
  });

  it('reports the unread notice count the server sends with "notifications"', async () => {
    const server = fakeRealtimeServer();
    const counts: number[] = [];
    const connection = createRealtimeConnection({
      token: 'session-token',
      handlers: { onNotifications: (unread) => counts.push(unread) },
      fetch: server.fetch,
    });
    connection.start();
    await settle();
    server.latest().send('ready', { userId: 'user-1' });
    server.latest().send('notifications', { unread: 3 });
    server.latest().send('notifications', { unread: 'many' });
    server.latest().send('notifications', { unread: 0 });
    await settle();
    expect(counts).toEqual([3, 0]);
    connection.stop();
  });

  it('reconnects after the stream ends, sends Last-Event-ID, and reports a replayed message once', async () => {
    const server = fakeRealtimeServer();
    const record = recordingHandlers();
    const connection = createRealtimeConnection({
      token: 'session-token',
      handlers: record.handlers,
      fetch: server.fetch,
      random: () => 0.5,
    });
    connection.start();
    await settle();
    server.latest().send('ready', { userId: 'user-1' });
    server.latest().send('message', aMessage({ _id: 'message-1' }), 'message-1');
    server.latest().send('message', aMessage({ _id: 'message-2', content: 'Second' }), 'message-2');
    await settle();

    server.latest().end();
    await settle();
    expect(record.statuses.at(-1)).toBe('reconnecting');
    await vi.advanceTimersByTimeAsync(999);
    expect(server.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();

    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]?.headers.get('last-event-id')).toBe('message-2');
    expect(server.requests[1]?.headers.get('authorization')).toBe('session-token');
    // The server replays after message-2, but a message can also arrive live and replayed: once only.
    server.latest().send('ready', { userId: 'user-1' });
    server.latest().send('message', aMessage({ _id: 'message-2', content: 'Second' }), 'message-2');
    server.latest().send('message', aMessage({ _id: 'message-3', content: 'Third' }), 'message-3');
    await settle();

    expect(record.messages.map((message) => message._id)).toEqual(['message-1', 'message-2', 'message-3']);
    expect(record.readies).toEqual(['user-1', 'user-1']);
    expect(record.statuses.at(-1)).toBe('open');
    expect(connection.lastEventId()).toBe('message-3');
    connection.stop();
  });

  it('waits longer after each failure in a row (1 s, 2 s, 5 s, then 10 s) and starts over once connected', async () => {
    let failing = true;
    const server = fakeRealtimeServer(() => (failing ? new TypeError('Failed to fetch') : undefined));
    const record = recordingHandlers();
    const connection = createRealtimeConnection({
      token: 'session-token',
      handlers: record.handlers,
      fetch: server.fetch,
      random: () => 0.5,
    });
    connection.start();
    await settle();

    for (const [attempt, wait] of [
      [2, 1_000],
      [3, 2_000],
      [4, 5_000],
      [5, 10_000],
      [6, 10_000],
    ] as const) {
      await vi.advanceTimersByTimeAsync(wait - 1);
      expect(server.requests).toHaveLength(attempt - 1);
      if (attempt === 6) failing = false;
      await vi.advanceTimersByTimeAsync(1);
      await settle();
      expect(server.requests).toHaveLength(attempt);
    }

    server.latest().send('ready', { userId: 'user-1' });
    await settle();
    server.latest().end();
    await settle();
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(server.requests).toHaveLength(7);
    connection.stop();
  });

  it('spreads reconnects a little so clients dropped together do not return together', async () => {
    const server = fakeRealtimeServer(() => new TypeError('Failed to fetch'));
    const connection = createRealtimeConnection({
      token: 'session-token',
      handlers: {},
      fetch: server.fetch,
      random: () => 1,
    });
    connection.start();
    await settle();
    await vi.advanceTimersByTimeAsync(1_199);
    expect(server.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.requests).toHaveLength(2);
    connection.stop();
  });

  it('reconnects at once when asked (the browser is back online)', async () => {
    const server = fakeRealtimeServer((attempt) => (attempt === 1 ? new TypeError('Failed to fetch') : undefined));
    const connection = createRealtimeConnection({ token: 'session-token', handlers: {}, fetch: server.fetch });
    connection.start();
    await settle();
    expect(server.requests).toHaveLength(1);

    connection.reconnectNow();
    await settle();

    expect(server.requests).toHaveLength(2);
    connection.stop();
  });

  it('gives up a stream that went silent (no keep-alive) and opens a new one', async () => {
    const server = fakeRealtimeServer();
    const connection = createRealtimeConnection({
      token: 'session-token',
      handlers: {},
      fetch: server.fetch,
      idleTimeoutMs: 60_000,
      random: () => 0.5,
    });
    connection.start();
    await settle();
    server.latest().send('ready', { userId: 'user-1' });
    await settle();

    await vi.advanceTimersByTimeAsync(60_000);
    await settle();
    await vi.advanceTimersByTimeAsync(1_000);
    await settle();

    expect(server.requests).toHaveLength(2);
    connection.stop();
  });

  it('stops for good when the server answers 401 (the session is over), ending the stored session', async () => {
    window.localStorage.setItem('token', 'session-token');
    const server = fakeRealtimeServer(
      () =>
        new Response(
          JSON.stringify({
            statusCode: 401,
            success: false,
            message: 'Your session has expired. Please sign in again.',
            data: null,
            code: 'UNAUTHORIZED',
          }),
          { status: 401, headers: { 'Content-Type': 'application/json' } },
        ),
    );
    const record = recordingHandlers();
    const connection = createRealtimeConnection({
      token: 'session-token',
      handlers: record.handlers,
      fetch: server.fetch,
    });
    connection.start();
    await settle();
    await vi.advanceTimersByTimeAsync(30_000);

    expect(server.requests).toHaveLength(1);
    expect(record.statuses.at(-1)).toBe('closed');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('stops reading and never reconnects once stopped', async () => {
    const server = fakeRealtimeServer();
    const record = recordingHandlers();
    const connection = createRealtimeConnection({
      token: 'session-token',
      handlers: record.handlers,
      fetch: server.fetch,
    });
    connection.start();
    await settle();

    connection.stop();
    server.latest().send('message', aMessage(), 'message-1');
    await settle();
    await vi.advanceTimersByTimeAsync(30_000);

    expect(server.requests).toHaveLength(1);
    expect(record.messages).toEqual([]);
    expect(record.statuses.at(-1)).toBe('closed');
  });

  it('ignores events it does not know and data that is not what the contract says', async () => {
    const server = fakeRealtimeServer();
    const record = recordingHandlers();
    const connection = createRealtimeConnection({
      token: 'session-token',
      handlers: record.handlers,
      fetch: server.fetch,
    });
    connection.start();
    await settle();
    server.latest().send('typing', { userId: 'user-2' });
    server.latest().send('message', { _id: 'message-9' }, 'message-9');
    server.latest().send('message', aMessage({ _id: 'message-10' }), 'message-10');
    await settle();

    expect(record.messages.map((message) => message._id)).toEqual(['message-10']);
    connection.stop();
  });

  it('when the server replaces the stream with a newer tab’s, waits out of view until the tab is in view again', async () => {
    const server = fakeRealtimeServer();
    let inView = false;
    const connection = createRealtimeConnection({
      token: 'session-token',
      handlers: {},
      fetch: server.fetch,
      isVisible: () => inView,
    });
    connection.start();
    await settle();
    server.latest().send('ready', { userId: 'user-1' });
    server.latest().send('message', aMessage({ _id: 'message-1' }), 'message-1');
    server.latest().send('replaced', null);
    server.latest().end();
    await settle();

    await vi.advanceTimersByTimeAsync(60_000);
    await settle();
    expect(server.requests).toHaveLength(1);

    inView = true;
    connection.reconnectNow();
    await settle();
    expect(server.requests).toHaveLength(2);
    expect(server.requests[1]?.headers.get('last-event-id')).toBe('message-1');
    connection.stop();
  });

  it('when the server replaces the stream of a tab in view, opens it again after the usual wait', async () => {
    const server = fakeRealtimeServer();
    const connection = createRealtimeConnection({
      token: 'session-token',
      handlers: {},
      fetch: server.fetch,
      random: () => 0.5,
      isVisible: () => true,
    });
    connection.start();
    await settle();
    server.latest().send('ready', { userId: 'user-1' });
    server.latest().send('replaced', null);
    server.latest().end();
    await settle();

    await vi.advanceTimersByTimeAsync(1_000);
    await settle();
    expect(server.requests).toHaveLength(2);
    connection.stop();
  });
});
