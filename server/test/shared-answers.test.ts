import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { endpoints } from '@alumni/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { insertMessage, insertStory } from './factories.js';
import {
  as,
  quickUser,
  requestTo,
  storyBody,
  type TestContext,
  testConfig,
  urlFor,
  useSecondProcess,
  useTestApp,
} from './harness.js';

/**
 * Answers and sessions the server caches in memory (http/shared-answers.ts, http/auth.ts) must
 * never show a member something a write has changed: these tests write around the cache (straight
 * into the database) to see when a cached answer is reused, and through the API to see it dropped.
 */

/** Closed, the test route below waits after its read; `read` resolves once it has read. */
let gate: Promise<void> = Promise.resolve();
let markRead = () => {};
const ctx = useTestApp({
  beforeReady(app) {
    // A shared route that reads, then waits: a write can land between its read and its answer.
    app.get('/api/test/story-count', { config: { cache: { tags: ['stories'] } } }, async (_request, reply) => {
      const result = (await ctx.database.db.execute(sql`select count(*)::int as count from stories`)) as unknown as {
        rows: { count: number }[];
      };
      const [row] = result.rows;
      markRead();
      await gate;
      return reply.send({ count: row?.count });
    });
  },
});

const STORIES = urlFor(endpoints.stories.list, undefined, { limit: 50 });

async function titles(context: TestContext = ctx, headers: Record<string, string> = {}) {
  const response = await context.request({ method: 'GET', url: STORIES, headers });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { title: string }[]).map((story) => story.title);
}

async function postStory(token: string, title: string) {
  const response = await requestTo(ctx, endpoints.stories.create, { token, payload: { ...storyBody, title } });
  expect(response.statusCode, response.body).toBe(201);
}

describe('shared answers', () => {
  it('reuses a public list until a write through the API, which drops it at once', async () => {
    const author = await quickUser(ctx, { verification: 'verified' });
    await postStory(author.token, 'First');
    expect(await titles()).toContain('First');

    await insertStory(ctx, { authorId: author.userId, title: 'Written around the server' });
    expect(await titles()).not.toContain('Written around the server');

    await postStory(author.token, 'Second');
    const after = await titles();
    expect(after).toContain('Second');
    expect(after).toContain('Written around the server');
  });

  it('keeps answers across writes that change nothing shared, such as a chat message', async () => {
    const author = await quickUser(ctx, { verification: 'verified' });
    const friend = await quickUser(ctx, { verification: 'verified' });
    await titles();
    await insertStory(ctx, { authorId: author.userId, title: 'Unseen while only chat happens' });
    const sent = await requestTo(ctx, endpoints.messages.send, {
      token: author.token,
      payload: { recipientId: friend.userId, content: 'Hello' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await titles()).not.toContain('Unseen while only chat happens');

    const edited = await requestTo(ctx, endpoints.profile.update, {
      token: author.token,
      payload: { currentJobTitle: 'Engineer' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await titles()).toContain('Unseen while only chat happens');
  });

  it('does not keep an answer read before a write that landed while it was being sent', async () => {
    const author = await quickUser(ctx, { verification: 'verified' });
    await postStory(author.token, 'Before');
    let open = () => {};
    gate = new Promise((resolve) => {
      open = resolve;
    });
    const read = new Promise<void>((resolve) => {
      markRead = resolve;
    });
    const stale = ctx.request({ method: 'GET', url: '/api/test/story-count' });
    await read;
    await postStory(author.token, 'Landed in between');
    open();
    const count = (await stale).json().count as number;
    gate = Promise.resolve();
    expect((await ctx.request({ method: 'GET', url: '/api/test/story-count' })).json().count).toBe(count + 1);
  });

  it('sends a cached answer compressed as asked, with the ETag of its text, and 304 when it is known', async () => {
    const author = await quickUser(ctx, { verification: 'verified' });
    for (let index = 0; index < 12; index++) await postStory(author.token, `Long list ${index}`);
    const plain = await ctx.request({ method: 'GET', url: STORIES });
    const kept = await ctx.request({ method: 'GET', url: STORIES });
    expect(kept.body).toBe(plain.body);
    expect(kept.headers.etag).toBe(plain.headers.etag);

    const br = await ctx.request({ method: 'GET', url: STORIES, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(br.headers.etag).toBe(plain.headers.etag);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gzip = await ctx.request({ method: 'GET', url: STORIES, headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);

    const known = await ctx.request({
      method: 'GET',
      url: STORIES,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(plain.headers.etag) },
    });
    expect(known.statusCode).toBe(304);
    expect(known.body).toBe('');
    expect(known.headers['content-encoding']).toBeUndefined();
  });

  it('still checks the caller and the input before a cached answer', async () => {
    const member = await quickUser(ctx, { verification: 'verified' });
    const jobs = urlFor(endpoints.jobs.list, undefined, { limit: 10 });
    expect((await ctx.request({ method: 'GET', url: jobs, headers: as(member.token) })).statusCode).toBe(200);
    expect((await ctx.request({ method: 'GET', url: jobs })).statusCode).toBe(401);
    expect((await requestTo(ctx, endpoints.stories.list, { query: { limit: 0 } })).statusCode).toBe(400);
  });

  it('keeps a profile per viewer role, and never gives its owner another viewer’s copy', async () => {
    const owner = await quickUser(ctx, { verification: 'verified' });
    const viewer = await quickUser(ctx, { verification: 'verified' });
    const profile = urlFor(endpoints.profile.one, { id: owner.userId });
    const seenByViewer = await ctx.request({ method: 'GET', url: profile, headers: as(viewer.token) });
    expect(seenByViewer.json().data.hiddenFields).toContain('phone');
    expect(seenByViewer.json().data.phone).toBeUndefined();
    const seenByOwner = await ctx.request({ method: 'GET', url: profile, headers: as(owner.token) });
    expect(seenByOwner.json().data.hiddenFields).toEqual([]);
    expect(seenByOwner.json().data.phone).toBe(owner.body.phone);
  });

  it('keeps directory pages per viewer: one’s own hidden e-mail is shown to oneself only', async () => {
    const hidden = await quickUser(ctx, { verification: 'verified' });
    const other = await quickUser(ctx, { verification: 'verified' });
    const hide = await requestTo(ctx, endpoints.profile.update, {
      token: hidden.token,
      payload: { emailVisibility: 'private', fullName: 'Zubeen Hiddenmail' },
    });
    expect(hide.statusCode, hide.body).toBe(200);
    const search = urlFor(endpoints.community.directory, undefined, { q: 'hiddenmail' });
    const own = await ctx.request({ method: 'GET', url: search, headers: as(hidden.token) });
    expect(own.json().data[0].email).toBe(hidden.body.email);
    const others = await ctx.request({ method: 'GET', url: search, headers: as(other.token) });
    expect(others.json().data[0].fullName).toBe('Zubeen Hiddenmail');
    expect(others.json().data[0].email).toBeUndefined();
  });
});

async function conversation(token: string, otherId: string, context: TestContext = ctx) {
  const response = await requestTo(context, endpoints.messages.conversation, { params: { userId: otherId }, token });
  expect(response.statusCode, response.body).toBe(200);
  const data = response.json().data as { messages: { content: string }[]; blocked: boolean };
  return { contents: data.messages.map((message) => message.content), blocked: data.blocked };
}

async function sendMessage(token: string, recipientId: string, content: string, context: TestContext = ctx) {
  const response = await requestTo(context, endpoints.messages.send, { token, payload: { recipientId, content } });
  expect(response.statusCode, response.body).toBe(201);
}

describe('cached conversations', () => {
  it('keeps each person’s view of a conversation until one of them writes to it', async () => {
    const rina = await quickUser(ctx, { verification: 'verified' });
    const amit = await quickUser(ctx, { verification: 'verified' });
    await sendMessage(rina.token, amit.userId, 'Hello Amit');
    expect((await conversation(rina.token, amit.userId)).contents).toEqual(['Hello Amit']);
    expect((await conversation(amit.token, rina.userId)).contents).toEqual(['Hello Amit']);

    await insertMessage(ctx, { senderId: amit.userId, recipientId: rina.userId, content: 'Written around the server' });
    expect((await conversation(rina.token, amit.userId)).contents).toEqual(['Hello Amit']);
    expect((await conversation(amit.token, rina.userId)).contents).toEqual(['Hello Amit']);

    await sendMessage(amit.token, rina.userId, 'Hello Rina');
    const expected = ['Hello Amit', 'Written around the server', 'Hello Rina'];
    expect((await conversation(rina.token, amit.userId)).contents).toEqual(expected);
    expect((await conversation(amit.token, rina.userId)).contents).toEqual(expected);
  });

  it('drops only the conversation written to: other conversations and public answers stay kept', async () => {
    const rina = await quickUser(ctx, { verification: 'verified' });
    const amit = await quickUser(ctx, { verification: 'verified' });
    const sohini = await quickUser(ctx, { verification: 'verified' });
    await sendMessage(rina.token, sohini.userId, 'First to Sohini');
    expect((await conversation(rina.token, sohini.userId)).contents).toEqual(['First to Sohini']);
    await titles();

    await insertMessage(ctx, {
      senderId: sohini.userId,
      recipientId: rina.userId,
      content: 'Unseen while another conversation moves',
    });
    await insertStory(ctx, { authorId: rina.userId, title: 'Unseen while another conversation moves' });
    await sendMessage(rina.token, amit.userId, 'To Amit');
    expect((await conversation(rina.token, sohini.userId)).contents).toEqual(['First to Sohini']);
    expect(await titles()).not.toContain('Unseen while another conversation moves');
  });

  it('shows a block and an unblock on the next read', async () => {
    const rina = await quickUser(ctx, { verification: 'verified' });
    const amit = await quickUser(ctx, { verification: 'verified' });
    await sendMessage(rina.token, amit.userId, 'Hello');
    expect((await conversation(rina.token, amit.userId)).blocked).toBe(false);
    const block = await requestTo(ctx, endpoints.messages.block, { params: { id: amit.userId }, token: rina.token });
    expect(block.statusCode, block.body).toBe(200);
    expect((await conversation(rina.token, amit.userId)).blocked).toBe(true);
    const unblock = await requestTo(ctx, endpoints.messages.unblock, {
      params: { id: amit.userId },
      token: rina.token,
    });
    expect(unblock.statusCode, unblock.body).toBe(200);
    expect((await conversation(rina.token, amit.userId)).blocked).toBe(false);
  });

  it('shows a partner’s new name on the next read: a profile change drops every answer that shows a person', async () => {
    const rina = await quickUser(ctx, { verification: 'verified' });
    const amit = await quickUser(ctx, { verification: 'verified' });
    await sendMessage(amit.token, rina.userId, 'Hello');
    const path = urlFor(endpoints.messages.conversation, { userId: amit.userId });
    const before = await ctx.request({ method: 'GET', url: path, headers: as(rina.token) });
    expect(before.json().data.recipient.fullName).not.toBe('Amit Renamed');
    const renamed = await requestTo(ctx, endpoints.profile.update, {
      token: amit.token,
      payload: { fullName: 'Amit Renamed' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const after = await ctx.request({ method: 'GET', url: path, headers: as(rina.token) });
    expect(after.json().data.recipient.fullName).toBe('Amit Renamed');
    expect(after.json().data.messages[0].senderName).toBe('Amit Renamed');
  });
});

describe('cached sessions', () => {
  it('ends a session at once on sign-out', async () => {
    const member = await quickUser(ctx, { verification: 'verified' });
    expect((await requestTo(ctx, endpoints.profile.mine, { token: member.token })).statusCode).toBe(200);
    const out = await requestTo(ctx, endpoints.auth.logout, { token: member.token });
    expect(out.statusCode, out.body).toBe(200);
    expect((await requestTo(ctx, endpoints.profile.mine, { token: member.token })).statusCode).toBe(401);
  });

  it('sees a new role at once: a member made admin opens the admin pages on the next request', async () => {
    const admin = await quickUser(ctx, { verification: 'verified', role: 'admin' });
    const member = await quickUser(ctx, { verification: 'verified' });
    const audit = urlFor(endpoints.admin.audit);
    expect((await ctx.request({ method: 'GET', url: audit, headers: as(member.token) })).statusCode).toBe(403);
    const promote = await requestTo(ctx, endpoints.admin.makeAdmin, {
      params: { id: member.userId },
      token: admin.token,
      payload: { reason: 'Runs the alumni meet' },
    });
    expect(promote.statusCode, promote.body).toBe(200);
    expect((await ctx.request({ method: 'GET', url: audit, headers: as(member.token) })).statusCode).toBe(200);
  });
});

describe('two server processes on one database', () => {
  const other = useSecondProcess(ctx);

  it('drops what the other process keeps when one of them writes', async () => {
    const author = await quickUser(ctx, { verification: 'verified' });
    await titles(other);
    await insertStory(ctx, { authorId: author.userId, title: 'Seen by the second process after a write in the first' });
    expect(await titles(other)).not.toContain('Seen by the second process after a write in the first');
    await postStory(author.token, 'Written in the first process');

    // The drop travels through the database to the other process: polled until it arrived.
    await vi.waitFor(
      async () => {
        const seen = await titles(other);
        expect(seen).toContain('Written in the first process');
        expect(seen).toContain('Seen by the second process after a write in the first');
      },
      { timeout: 5_000, interval: 50 },
    );
  });

  it('drops the other process’s copy of a conversation when a message is sent in one', async () => {
    const rina = await quickUser(ctx, { verification: 'verified' });
    const amit = await quickUser(ctx, { verification: 'verified' });
    await sendMessage(rina.token, amit.userId, 'Sent in the first process');
    expect((await conversation(amit.token, rina.userId, other)).contents).toEqual(['Sent in the first process']);
    await insertMessage(ctx, { senderId: rina.userId, recipientId: amit.userId, content: 'Written around both' });
    expect((await conversation(amit.token, rina.userId, other)).contents).toEqual(['Sent in the first process']);

    await sendMessage(rina.token, amit.userId, 'Sent again in the first');
    await vi.waitFor(
      async () =>
        expect((await conversation(amit.token, rina.userId, other)).contents).toEqual([
          'Sent in the first process',
          'Written around both',
          'Sent again in the first',
        ]),
      { timeout: 5_000, interval: 50 },
    );
  });
});

describe('with CACHE_SECONDS=1', () => {
  const brief = useTestApp({ env: { CACHE_SECONDS: '1' } });

  it('reads an answer afresh once it is older than that', async () => {
    const author = await quickUser(brief, { verification: 'verified' });
    // The clock stands still from the first read (only Date: timers and I/O run as ever), so a
    // slow machine's real seconds between the reads cannot age the kept answer; then it moves
    // on 0.9 s and 1.1 s, no waiting for it.
    const start = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: start });
    try {
      await titles(brief);
      await insertStory(brief, { authorId: author.userId, title: 'Seen a second later' });
      expect(await titles(brief)).not.toContain('Seen a second later');
      vi.setSystemTime(start + 900);
      expect(await titles(brief)).not.toContain('Seen a second later');
      vi.setSystemTime(start + 1_100);
      expect(await titles(brief)).toContain('Seen a second later');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('with CACHE_SECONDS=0', () => {
  const uncached = useTestApp({ env: { CACHE_SECONDS: '0' } });

  it('reads every answer afresh', async () => {
    const author = await quickUser(uncached, { verification: 'verified' });
    await titles(uncached);
    await insertStory(uncached, { authorId: author.userId, title: 'Seen at once' });
    expect(await titles(uncached)).toContain('Seen at once');
  });

  it('rejects a value that is not a number of seconds', () => {
    expect(() => testConfig({ CACHE_SECONDS: 'soon' })).toThrow(/CACHE_SECONDS must be a number/);
  });
});
