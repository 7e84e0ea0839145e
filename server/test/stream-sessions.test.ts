import type { AddressInfo } from 'node:net';
import { endpoints } from '@alumni/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../src/app.js';
import type { DatabaseHandle } from '../src/db/client.js';
import { sessions } from '../src/db/schema.js';
import { createSession, SESSIONS_ENDED_CHANNEL } from '../src/modules/auth/sessions.js';
import { loadInstitution } from '../src/modules/institution/load.js';
import { as, quickUser, requestTo, urlFor, useTestApp } from './harness.js';

// Client addresses come from X-Forwarded-For, so each test can speak from an address of its own.
const ctx = useTestApp({ env: { TRUST_PROXY: '1' } });

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

type StreamEvent = { event: string; data: unknown };

interface LiveStream {
  events: StreamEvent[];
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  hasEnded(): boolean;
  abort(): void;
}

const opened: LiveStream[] = [];
afterEach(() => {
  for (const stream of opened.splice(0)) stream.abort();
});

let addressCounter = 0;
/** An address no other test uses, so the per-address limit of one test does not reach another's. */
const freshAddress = () => `198.51.100.${++addressCounter}`;

/**
 * Opens the real event stream over HTTP (as the web app does, with fetch and the header), waits
 * for its `ready` event and keeps reading in the background.
 */
async function openStream(token: string, options: { port?: number; address?: string } = {}): Promise<LiveStream> {
  const port = options.port ?? (ctx.app.server.address() as AddressInfo).port;
  const controller = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}${urlFor(endpoints.messages.stream)}`, {
    headers: { ...as(token), 'x-forwarded-for': options.address ?? freshAddress() },
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  const events: StreamEvent[] = [];
  let ended = false;
  let onReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => {
    onReady = resolve;
  });
  const decoder = new TextDecoder();
  const endedPromise = (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const fields = Object.fromEntries(
            buffer
              .slice(0, end)
              .split('\n')
              .filter((line) => !line.startsWith(':'))
              .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
          );
          buffer = buffer.slice(end + 2);
          if (!fields.event) continue;
          events.push({ event: fields.event, data: JSON.parse(fields.data ?? 'null') });
          if (fields.event === 'ready') onReady();
        }
      }
      ended = true;
    } catch {
      // Aborted by the test itself.
    }
    onReady();
  })();
  await ready;
  const stream: LiveStream = {
    events,
    ended: endedPromise.then(() => {
      if (!ended) throw new Error('the stream was aborted by the test, not ended by the server');
    }),
    hasEnded: () => ended,
    abort: () => controller.abort(),
  };
  stream.ended.catch(() => {});
  opened.push(stream);
  return stream;
}

/** The promise under test: a stream must be closed by the server within a second of its session ending. */
async function endsWithinASecond(stream: LiveStream) {
  const late = new Promise<'still open'>((resolve) => setTimeout(() => resolve('still open'), 1_000));
  expect(await Promise.race([stream.ended.then(() => 'ended' as const), late])).toBe('ended');
}

/**
 * A stream that must stay open: once this process has heard of every session ending committed so
 * far, a message sent to its member after that still reaches it (a closed stream sends nothing).
 */
async function staysOpen(stream: LiveStream, memberId: string) {
  expect(await ctx.database.caughtUp(SESSIONS_ENDED_CHANNEL)).toBe(true);
  const sender = await quickUser(ctx);
  const sent = await requestTo(ctx, endpoints.messages.send, {
    token: sender.token,
    payload: { recipientId: memberId, content: 'Still there?' },
  });
  expect(sent.statusCode, sent.body).toBe(201);
  await vi.waitFor(() => expect(stream.events.map((event) => event.event)).toContain('message'), {
    timeout: 5_000,
    interval: 20,
  });
  expect(stream.hasEnded()).toBe(false);
}

async function secondSession(userId: string) {
  return (await createSession(ctx.database.db, userId, 3_600_000)).token;
}

describe('a live stream ends with the session it was opened with', () => {
  it('when that session signs out; the member’s other sessions keep theirs', async () => {
    const member = await quickUser(ctx);
    const otherDevice = await secondSession(member.userId);
    const stolen = await openStream(member.token);
    const kept = await openStream(otherDevice);

    const logout = await requestTo(ctx, endpoints.auth.logout, { token: member.token });
    expect(logout.statusCode).toBe(200);
    await endsWithinASecond(stolen);
    await staysOpen(kept, member.userId);
  });

  it('when the password is changed from another session', async () => {
    const member = await quickUser(ctx);
    const thief = await secondSession(member.userId);
    const stolen = await openStream(thief);
    const owners = await openStream(member.token);

    const changed = await requestTo(ctx, endpoints.account.changePassword, {
      payload: { currentPassword: member.body.password, newPassword: 'a brand new password' },
      token: member.token,
    });
    expect(changed.statusCode).toBe(200);
    await endsWithinASecond(stolen);
    await staysOpen(owners, member.userId);
  });

  it('when an admin suspends the account, on every session', async () => {
    const admin = await quickUser(ctx, { verification: 'verified', role: 'admin' });
    const member = await quickUser(ctx);
    const streams = [await openStream(member.token), await openStream(await secondSession(member.userId))];
    const someoneElse = await quickUser(ctx);
    const bystander = await openStream(someoneElse.token);

    const suspend = await requestTo(ctx, endpoints.admin.suspend, {
      params: { id: member.userId },
      token: admin.token,
      payload: { reason: 'Posting adverts' },
    });
    expect(suspend.statusCode).toBe(200);
    for (const stream of streams) await endsWithinASecond(stream);
    await staysOpen(bystander, someoneElse.userId);
  });

  it('when the account is deleted, on every session', async () => {
    const member = await quickUser(ctx);
    const streams = [await openStream(member.token), await openStream(await secondSession(member.userId))];

    const deleted = await requestTo(ctx, endpoints.account.remove, {
      payload: { password: member.body.password },
      token: member.token,
    });
    expect(deleted.statusCode).toBe(200);
    for (const stream of streams) await endsWithinASecond(stream);
  });

  it('when the session expires', async () => {
    const member = await quickUser(ctx);
    // The clock is what is under test: a session of a second and a half, and the stream's own timer.
    const shortLived = await createSession(ctx.database.db, member.userId, 1_500);
    const stream = await openStream(shortLived.token);
    expect(stream.hasEnded()).toBe(false);
    const late = new Promise<'still open'>((resolve) =>
      setTimeout(() => resolve('still open'), shortLived.expiresAt.getTime() + 1_000 - Date.now()),
    );
    expect(await Promise.race([stream.ended.then(() => 'ended' as const), late])).toBe('ended');
    // Not before its time.
    expect(Date.now()).toBeGreaterThanOrEqual(shortLived.expiresAt.getTime());
  });

  it('even when the session had ended before the stream opened, while this process still kept it', async () => {
    const member = await quickUser(ctx);
    // A request makes the process keep the session for a few seconds (CACHE_SECONDS).
    const signedIn = await requestTo(ctx, endpoints.account.mine, { token: member.token });
    expect(signedIn.statusCode).toBe(200);
    // Ended behind this process's back: the kept copy still lets the stream's request in.
    await ctx.database.db.delete(sessions).where(eq(sessions.userId, member.userId));
    const stream = await openStream(member.token);
    expect(stream.hasEnded()).toBe(true);
    expect(stream.events).toEqual([]);
  });
});

describe('a stream in another server process on the same database', () => {
  let second: { app: FastifyInstance; database: DatabaseHandle };
  beforeAll(async () => {
    const database = await ctx.database.connectAgain();
    const app = await buildApp({
      config: ctx.config,
      database,
      institution: loadInstitution(ctx.config.institutionConfigPath),
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    second = { app, database };
  });
  afterAll(async () => {
    await second?.app.close();
    await second?.database.close();
  });
  const secondPort = () => (second.app.server.address() as AddressInfo).port;

  it('ends when its session signs out through the first', async () => {
    const member = await quickUser(ctx);
    const elsewhere = await openStream(member.token, { port: secondPort() });
    const logout = await requestTo(ctx, endpoints.auth.logout, { token: member.token });
    expect(logout.statusCode).toBe(200);
    await endsWithinASecond(elsewhere);
  });

  it('ends when an admin suspends the account through the first', async () => {
    const admin = await quickUser(ctx, { verification: 'verified', role: 'admin' });
    const member = await quickUser(ctx);
    const elsewhere = await openStream(member.token, { port: secondPort() });
    const suspend = await requestTo(ctx, endpoints.admin.suspend, {
      params: { id: member.userId },
      token: admin.token,
      payload: { reason: 'Posting adverts' },
    });
    expect(suspend.statusCode).toBe(200);
    await endsWithinASecond(elsewhere);
  });
});

describe('how many streams may be open', () => {
  it('five per member: a sixth replaces the oldest, which is told why', async () => {
    const member = await quickUser(ctx);
    const streams: LiveStream[] = [];
    for (let index = 0; index < 5; index++) streams.push(await openStream(member.token));
    const [oldest, ...others] = streams as [LiveStream, ...LiveStream[]];
    expect(oldest.hasEnded()).toBe(false);

    const sixth = await openStream(member.token);
    await endsWithinASecond(oldest);
    expect(oldest.events.map((event) => event.event)).toEqual(['ready', 'replaced']);
    for (const stream of [...others, sixth]) expect(stream.hasEnded()).toBe(false);
  });

  it('fifty per client address: the fifty-first is refused with 429 and Retry-After', async () => {
    const address = freshAddress();
    const members = await Promise.all(Array.from({ length: 10 }, () => quickUser(ctx)));
    for (const member of members) for (let index = 0; index < 5; index++) await openStream(member.token, { address });

    const port = (ctx.app.server.address() as AddressInfo).port;
    const refused = await fetch(`http://127.0.0.1:${port}${urlFor(endpoints.messages.stream)}`, {
      headers: { ...as((await quickUser(ctx)).token), 'x-forwarded-for': address },
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({
      statusCode: 429,
      success: false,
      message: expect.stringMatching(/too many live message connections/i),
    });

    // Another address is not affected, and a member at their own limit still replaces their oldest.
    await openStream((await quickUser(ctx)).token);
    const replacing = await openStream(members[0]?.token ?? '', { address });
    expect(replacing.hasEnded()).toBe(false);
  });
});
