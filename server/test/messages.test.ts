import type { AddressInfo } from 'node:net';
import { endpoints } from '@alumni/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadInstitution } from '../src/modules/institution/load.js';
import { requestTo, signUp, urlFor, useTestApp } from './harness.js';

const ctx = useTestApp({ env: { MESSAGES_PER_WINDOW: '5', MESSAGE_WINDOW_SECONDS: '60' } });

// The stream tests talk real HTTP, as a browser does.
beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

const send = (token: string, recipientId: string, content: unknown) =>
  requestTo(ctx, endpoints.messages.send, { token, payload: { recipientId, content } });

async function pair() {
  return [await signUp(ctx, { fullName: 'Amit Roy' }), await signUp(ctx, { fullName: 'Bina Sen' })] as const;
}

describe('sending', () => {
  it('stores a message and returns it with the sender’s name', async () => {
    const [amit, bina] = await pair();
    const response = await send(amit.token, bina.userId, '  Hello Bina!  ');
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({
      _id: expect.any(String),
      senderId: amit.userId,
      senderName: 'Amit Roy',
      recipientId: bina.userId,
      content: 'Hello Bina!',
      createdAt: expect.any(String),
    });
  });

  it.each([
    ['empty', '', 400, /cannot be empty/],
    ['whitespace only', ' \n\t ', 400, /cannot be empty/],
    ['over 4000 characters', 'x'.repeat(4001), 400, /at most 4000/],
    ['not text', { html: '<b>' }, 400, /must be text/],
  ])('refuses %s content', async (_name, content, status, message) => {
    const [amit, bina] = await pair();
    const response = await send(amit.token, bina.userId, content);
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toMatch(message);
  });

  it('refuses messaging oneself and unknown recipients', async () => {
    const [amit] = await pair();
    const self = await send(amit.token, amit.userId, 'me');
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot send a message to yourself.');
    for (const id of ['00000000-0000-4000-8000-000000000000', 'nobody']) {
      const response = await send(amit.token, id, 'hi');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('Recipient not found.');
    }
  });

  it('needs a session', async () => {
    const [, bina] = await pair();
    const response = await requestTo(ctx, endpoints.messages.send, {
      payload: { recipientId: bina.userId, content: 'x' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('lets a burst through and refuses a flood with 429', async () => {
    const [amit, bina] = await pair();
    const statuses: number[] = [];
    for (let index = 0; index < 7; index++)
      statuses.push((await send(amit.token, bina.userId, `burst ${index}`)).statusCode);
    expect(statuses.slice(0, 5)).toEqual([201, 201, 201, 201, 201]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    // The limit is per sender: Bina can still answer.
    expect((await send(bina.token, amit.userId, 'calm down')).statusCode).toBe(201);
  });
});

describe('conversations', () => {
  it('pages the history newest page first, each page in reading order, and shows it only to its two people', async () => {
    const [amit, bina] = await pair();
    const outsider = await signUp(ctx, { fullName: 'Chandan Das' });
    for (let index = 0; index < 5; index++) {
      await send(index % 2 === 0 ? amit.token : bina.token, index % 2 === 0 ? bina.userId : amit.userId, `m${index}`);
    }
    const first = await requestTo(ctx, endpoints.messages.conversation, {
      params: { userId: bina.userId },
      query: { limit: 3 },
      token: amit.token,
    });
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.data.recipient).toEqual({
      _id: bina.userId,
      fullName: 'Bina Sen',
      profilePicture: null,
      formerMember: false,
    });
    expect(body.data.messages.map((message: { content: string }) => message.content)).toEqual(['m2', 'm3', 'm4']);
    expect(body.data.messages.map((message: { senderName: string }) => message.senderName)).toEqual([
      'Amit Roy',
      'Bina Sen',
      'Amit Roy',
    ]);
    const older = await requestTo(ctx, endpoints.messages.conversation, {
      params: { userId: bina.userId },
      query: { limit: 3, cursor: body.meta.nextCursor },
      token: amit.token,
    });
    expect(older.json().data.messages.map((message: { content: string }) => message.content)).toEqual(['m0', 'm1']);
    expect(older.json().meta.nextCursor).toBeNull();

    // A third person sees none of it: asking for "the conversation with Bina" shows theirs (empty).
    const peek = await requestTo(ctx, endpoints.messages.conversation, {
      params: { userId: bina.userId },
      token: outsider.token,
    });
    expect(peek.json().data.messages).toEqual([]);
    const inbox = await requestTo(ctx, endpoints.messages.inbox, { token: outsider.token });
    expect(inbox.json().data).toEqual([]);
    const replay = await fetchStream(outsider.token, { lastEventId: body.data.messages[0]._id, take: 1 });
    expect(replay.map((event) => event.event)).toEqual(['ready']);
  });

  it('keeps an inbox with the last message, unread counts and a total that reading clears', async () => {
    const [amit, bina] = await pair();
    const chandan = await signUp(ctx, { fullName: 'Chandan Das' });
    await send(amit.token, bina.userId, 'first from Amit');
    await send(chandan.token, bina.userId, 'hello from Chandan');
    await send(amit.token, bina.userId, `second from Amit, ${'long '.repeat(40)}`);

    const inbox = await requestTo(ctx, endpoints.messages.inbox, { token: bina.token });
    const rows = inbox.json().data as {
      user: { fullName: string };
      unreadCount: number;
      lastMessage: { preview: string };
    }[];
    expect(rows.map((row) => [row.user.fullName, row.unreadCount])).toEqual([
      ['Amit Roy', 2],
      ['Chandan Das', 1],
    ]);
    expect(rows[0]?.lastMessage.preview.length).toBeLessThanOrEqual(120);
    expect(rows[0]?.lastMessage.preview).toMatch(/^second from Amit, long/);

    const unread = () => requestTo(ctx, endpoints.messages.unread, { token: bina.token });
    expect((await unread()).json().data).toEqual({ total: 3 });
    const read = await requestTo(ctx, endpoints.messages.markRead, {
      params: { userId: amit.userId },
      token: bina.token,
    });
    expect(read.statusCode).toBe(200);
    expect((await unread()).json().data).toEqual({ total: 1 });

    const amitInbox = await requestTo(ctx, endpoints.messages.inbox, { token: amit.token });
    expect(amitInbox.json().data).toMatchObject([{ user: { fullName: 'Bina Sen' }, unreadCount: 0 }]);
  });

  it('answers 404 for an unknown partner and 400 for oneself', async () => {
    const [amit] = await pair();
    expect(
      (await requestTo(ctx, endpoints.messages.conversation, { params: { userId: 'nobody' }, token: amit.token }))
        .statusCode,
    ).toBe(404);
    expect(
      (await requestTo(ctx, endpoints.messages.conversation, { params: { userId: amit.userId }, token: amit.token }))
        .statusCode,
    ).toBe(400);
  });
});

describe('blocking', () => {
  it('refuses a blocked user’s messages with 403 and hides the conversation from the blocker', async () => {
    const [amit, bina] = await pair();
    await send(amit.token, bina.userId, 'before the block');
    const block = await requestTo(ctx, endpoints.messages.block, { params: { id: amit.userId }, token: bina.token });
    expect(block.statusCode).toBe(200);

    const refused = await send(amit.token, bina.userId, 'after the block');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This alumnus is not accepting messages from you.');
    expect((await send(bina.token, amit.userId, 'hi')).statusCode).toBe(403);

    const inbox = await requestTo(ctx, endpoints.messages.inbox, { token: bina.token });
    expect(inbox.json().data).toEqual([]);
    expect((await requestTo(ctx, endpoints.messages.unread, { token: bina.token })).json().data).toEqual({
      total: 0,
    });
    const conversation = await requestTo(ctx, endpoints.messages.conversation, {
      params: { userId: amit.userId },
      token: bina.token,
    });
    expect(conversation.json().data.blocked).toBe(true);

    await requestTo(ctx, endpoints.messages.unblock, { params: { id: amit.userId }, token: bina.token });
    expect((await send(amit.token, bina.userId, 'after unblocking')).statusCode).toBe(201);
  });
});

type StreamEvent = { event: string; id?: string; data: unknown };

/** Opens the real event stream over HTTP (as the web app does, with fetch and the header) and collects events. */
async function fetchStream(
  token: string,
  options: { take: number; lastEventId?: string; during?: () => Promise<unknown>; port?: number },
): Promise<StreamEvent[]> {
  const port = options.port ?? (ctx.app.server.address() as AddressInfo).port;
  const controller = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}${urlFor(endpoints.messages.stream)}`, {
    headers: { authorization: token, ...(options.lastEventId ? { 'last-event-id': options.lastEventId } : {}) },
    signal: controller.signal,
  });
  expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  const events: StreamEvent[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  let during = options.during;
  // Generous: the loop ends as soon as `take` events arrived; a loaded machine (the whole suite
  // on two cores) has been seen to need more than 5 s for the first ones.
  const deadline = Date.now() + 15_000;
  while (events.length < options.take && Date.now() < deadline) {
    const { value, done } = await Promise.race([
      reader.read(),
      new Promise<{ value: undefined; done: true }>((resolve) =>
        setTimeout(() => resolve({ value: undefined, done: true }), Math.max(0, deadline - Date.now())),
      ),
    ]);
    if (done) break;
    buffer += decoder.decode(value, { stream: true });
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const block = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const fields = Object.fromEntries(
        block
          .split('\n')
          .filter((line) => !line.startsWith(':'))
          .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
      );
      if (fields.event) events.push({ event: fields.event, id: fields.id, data: JSON.parse(fields.data ?? 'null') });
      end = buffer.indexOf('\n\n');
    }
    if (during && events.some((event) => event.event === 'ready')) {
      const run = during;
      during = undefined;
      await run();
    }
  }
  controller.abort();
  return events;
}

describe('realtime stream', () => {
  it('delivers a message live to the recipient and to the sender’s other tabs', async () => {
    const [amit, bina] = await pair();
    let sentId = '';
    const binaEvents = fetchStream(bina.token, {
      take: 2,
      during: async () => {
        sentId = (await send(amit.token, bina.userId, 'live hello')).json().data._id;
      },
    });
    const received = await binaEvents;
    expect(received.map((event) => event.event)).toEqual(['ready', 'message']);
    expect(received[1]).toMatchObject({ id: sentId, data: { content: 'live hello', senderName: 'Amit Roy' } });

    const amitTab = await fetchStream(amit.token, {
      take: 2,
      during: () => send(amit.token, bina.userId, 'from my other tab'),
    });
    expect(amitTab[1]).toMatchObject({
      event: 'message',
      data: { content: 'from my other tab', senderId: amit.userId },
    });
  });

  it('replays what a reconnecting stream missed after its Last-Event-ID, without repeats', async () => {
    const [amit, bina] = await pair();
    const seen = (await send(amit.token, bina.userId, 'seen before the drop')).json().data._id;
    await send(amit.token, bina.userId, 'missed 1');
    await send(bina.token, amit.userId, 'missed 2 (my own, from another tab)');
    const events = await fetchStream(bina.token, { take: 3, lastEventId: seen });
    expect(events.map((event) => event.event)).toEqual(['ready', 'message', 'message']);
    expect(events.slice(1).map((event) => (event.data as { content: string }).content)).toEqual([
      'missed 1',
      'missed 2 (my own, from another tab)',
    ]);
  });

  it('tells the user’s other tabs when a conversation was read', async () => {
    const [amit, bina] = await pair();
    await send(amit.token, bina.userId, 'unread');
    const events = await fetchStream(bina.token, {
      take: 2,
      during: () => requestTo(ctx, endpoints.messages.markRead, { params: { userId: amit.userId }, token: bina.token }),
    });
    expect(events[1]).toEqual({ event: 'read', data: { userId: amit.userId } });
  });

  it('reaches a user connected to another server process on the same database', async () => {
    const [amit, bina] = await pair();
    const secondDatabase = await ctx.database.connectAgain();
    const secondApp = await buildApp({
      config: ctx.config,
      database: secondDatabase,
      institution: loadInstitution(ctx.config.institutionConfigPath),
    });
    await secondApp.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { port } = secondApp.server.address() as AddressInfo;
      const events = await fetchStream(bina.token, {
        port,
        take: 2,
        during: () => send(amit.token, bina.userId, 'sent through the first process'),
      });
      expect(events[1]).toMatchObject({ event: 'message', data: { content: 'sent through the first process' } });
    } finally {
      await secondApp.close();
      await secondDatabase.close();
    }
  });

  it('needs a session, given in the header', async () => {
    const response = await requestTo(ctx, endpoints.messages.stream);
    expect(response.statusCode).toBe(401);
  });
});
