import type { AddressInfo } from 'node:net';
import { type AnyEndpoint, endpoints } from '@alumni/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { quickUser, requestTo, storyBody, type TestContext, urlFor, useTestApp } from './harness.js';

const ctx: TestContext = useTestApp({ env: { VERIFICATION_POLICY: 'required' } });

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

interface NoticeView {
  _id: string;
  kind: string;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
}

async function noticesOf(token: string, query: { limit?: number; cursor?: string | null } = {}) {
  const response = await requestTo(ctx, endpoints.notifications.list, { query, token });
  expect(response.statusCode).toBe(200);
  return response.json() as { data: NoticeView[]; meta: { nextCursor: string | null } };
}

async function unreadOf(token: string) {
  const response = await requestTo(ctx, endpoints.notifications.unread, { token });
  return (response.json() as { data: { unread: number } }).data.unread;
}

function post(token: string, endpoint: AnyEndpoint, payload: object = {}, params?: Record<string, string>) {
  return requestTo(ctx, endpoint, { params, token, payload });
}

/** Reads the live stream until `take` events arrived, running `during` once it is open. */
async function streamEvents(token: string, take: number, during: () => Promise<unknown>) {
  const port = (ctx.app.server.address() as AddressInfo).port;
  const controller = new AbortController();
  const response = await fetch(`http://127.0.0.1:${port}${urlFor(endpoints.messages.stream)}`, {
    headers: { authorization: token },
    signal: controller.signal,
  });
  const reader = response.body?.getReader();
  if (!reader) throw new Error('no body');
  const events: { event: string; data: unknown }[] = [];
  const decoder = new TextDecoder();
  let buffer = '';
  let ran = false;
  // Generous, as messages.test.ts's: the loop ends as soon as `take` events arrived, and a loaded
  // machine (the whole suite on two cores) has needed more than 5 s for the first ones.
  const deadline = Date.now() + 15_000;
  while (events.length < take && Date.now() < deadline) {
    const { value, done } = await Promise.race([
      reader.read(),
      new Promise<{ value: undefined; done: true }>((resolve) =>
        setTimeout(() => resolve({ value: undefined, done: true }), Math.max(0, deadline - Date.now())),
      ),
    ]);
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
      if (fields.event) events.push({ event: fields.event, data: JSON.parse(fields.data ?? 'null') });
    }
    if (!ran && events.some((event) => event.event === 'ready')) {
      ran = true;
      await during();
    }
  }
  controller.abort();
  return events;
}

describe('notices in the portal', () => {
  it('tells a pending member their account was approved, and a rejected one why', async () => {
    const admin = await quickUser(ctx, { role: 'admin', verification: 'verified' });
    const approved = await quickUser(ctx, { verification: 'pending' });
    const rejected = await quickUser(ctx, { verification: 'pending' });

    expect((await post(admin.token, endpoints.admin.approve, {}, { id: approved.userId })).statusCode).toBe(200);
    expect(
      (
        await post(
          admin.token,
          endpoints.admin.reject,
          {
            reason: 'The enrollment number is not on the 2015 roll',
          },
          { id: rejected.userId },
        )
      ).statusCode,
    ).toBe(200);

    const [approvedNotice] = (await noticesOf(approved.token)).data;
    expect(approvedNotice).toMatchObject({
      kind: 'account.approved',
      title: 'Your account is verified',
      link: '/accountpage',
      read: false,
    });
    const [rejectedNotice] = (await noticesOf(rejected.token)).data;
    expect(rejectedNotice).toMatchObject({ kind: 'account.rejected', link: '/accountpage' });
    expect(rejectedNotice?.body).toContain('The enrollment number is not on the 2015 roll');
    expect(await unreadOf(rejected.token)).toBe(1);
    // Nobody else hears of it.
    expect((await noticesOf(admin.token)).data).toEqual([]);
  });

  it('tells the author a post was hidden (with the reason) and each reporter their report was acted on', async () => {
    const admin = await quickUser(ctx, { role: 'admin', verification: 'verified' });
    const author = await quickUser(ctx, { verification: 'verified' });
    const reporters = [
      await quickUser(ctx, { verification: 'verified' }),
      await quickUser(ctx, { verification: 'verified' }),
    ];
    const bystander = await quickUser(ctx, { verification: 'verified' });
    const story = (await post(author.token, endpoints.stories.create, { ...storyBody, title: 'Cheap watches' })).json()
      .data as { _id: string };
    for (const reporter of reporters) {
      const response = await post(reporter.token, endpoints.moderation.report, {
        targetType: 'story',
        targetId: story._id,
        reason: 'Advertising',
      });
      expect(response.statusCode).toBe(201);
    }

    const hidden = await post(
      admin.token,
      endpoints.moderation.hide,
      { reason: 'Advertising is not allowed' },
      { type: 'story', id: story._id },
    );
    expect(hidden.statusCode).toBe(200);

    const [authorNotice] = (await noticesOf(author.token)).data;
    expect(authorNotice).toMatchObject({
      kind: 'content.hidden',
      title: 'Your story was hidden by an admin',
      link: '/userstories',
    });
    expect(authorNotice?.body).toContain('“Cheap watches”');
    expect(authorNotice?.body).toContain('Advertising is not allowed');
    for (const reporter of reporters) {
      const notices = (await noticesOf(reporter.token)).data;
      expect(notices).toHaveLength(1);
      expect(notices[0]).toMatchObject({
        kind: 'report.actioned',
        title: 'Your report was acted on',
        link: '/stories',
      });
    }
    expect((await noticesOf(bystander.token)).data).toEqual([]);
  });
});

describe(`${endpoints.notifications.list} and ${endpoints.notifications.markRead}`, () => {
  async function memberWithNotices(count: number) {
    const admin = await quickUser(ctx, { role: 'admin', verification: 'verified' });
    const member = await quickUser(ctx, { verification: 'pending' });
    // Rejected then approved, again and again: one notice each time.
    for (let index = 0; index < count; index++) {
      const action = index % 2 === 0 ? 'reject' : 'approve';
      const response = await post(
        admin.token,
        endpoints.admin[action],
        { reason: `Round ${index + 1}` },
        { id: member.userId },
      );
      expect(response.statusCode).toBe(200);
    }
    return member;
  }

  it('pages through the viewer’s notices, newest first, with limit and cursor', async () => {
    const member = await memberWithNotices(5);
    const first = await noticesOf(member.token, { limit: 2 });
    expect(first.data.map((notice) => notice.body)).toEqual([
      expect.stringContaining('Round 5'),
      expect.stringContaining('Round 4'),
    ]);
    expect(first.meta.nextCursor).toEqual(expect.any(String));
    const second = await noticesOf(member.token, { limit: 2, cursor: first.meta.nextCursor });
    const third = await noticesOf(member.token, { limit: 2, cursor: second.meta.nextCursor });
    expect([...second.data, ...third.data].map((notice) => notice.body)).toEqual([
      expect.stringContaining('Round 3'),
      expect.stringContaining('Round 2'),
      expect.stringContaining('Round 1'),
    ]);
    expect(third.meta.nextCursor).toBeNull();

    const forged = await requestTo(ctx, endpoints.notifications.list, {
      query: { cursor: 'not-a-cursor' },
      token: member.token,
    });
    expect(forged.statusCode).toBe(400);
  });

  it('marks the named notices read, then all, and never another member’s', async () => {
    const member = await memberWithNotices(3);
    const other = await memberWithNotices(1);
    const [newest, middle] = (await noticesOf(member.token)).data;
    const [othersNotice] = (await noticesOf(other.token)).data;
    if (!newest || !middle || !othersNotice) throw new Error('notices missing');

    const marked = await post(member.token, endpoints.notifications.markRead, { ids: [newest._id, othersNotice._id] });
    expect(marked.statusCode).toBe(200);
    expect(marked.json().data).toEqual({ marked: 1, unread: 2 });
    expect((await noticesOf(member.token)).data.map((notice) => notice.read)).toEqual([true, false, false]);
    expect(await unreadOf(other.token)).toBe(1);

    const all = await post(member.token, endpoints.notifications.markRead, { all: true });
    expect(all.json().data).toEqual({ marked: 2, unread: 0 });
    expect(await unreadOf(member.token)).toBe(0);
    expect(await unreadOf(other.token)).toBe(1);
  });

  it('refuses a body that is neither ids nor all, and anonymous callers', async () => {
    const member = await quickUser(ctx, { verification: 'verified' });
    for (const payload of [{}, { ids: [] }, { all: false }, { ids: 'x' }]) {
      const response = await post(member.token, endpoints.notifications.markRead, payload);
      expect(response.statusCode).toBe(400);
    }
    expect((await requestTo(ctx, endpoints.notifications.list)).statusCode).toBe(401);
  });

  it('sends the new unread count live on the member’s stream', async () => {
    const admin = await quickUser(ctx, { role: 'admin', verification: 'verified' });
    const author = await quickUser(ctx, { verification: 'verified' });
    const story = (await post(author.token, endpoints.stories.create, storyBody)).json().data as {
      _id: string;
    };
    const events = await streamEvents(author.token, 2, () =>
      post(admin.token, endpoints.moderation.hide, { reason: 'Off topic' }, { type: 'story', id: story._id }),
    );
    expect(events.map((event) => event.event)).toEqual(['ready', 'notifications']);
    expect(events[1]?.data).toEqual({ unread: 1 });
  });
});
