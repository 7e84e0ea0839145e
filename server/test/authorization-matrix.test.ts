import type { AddressInfo } from 'node:net';
import { todayIn } from '@alumni/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { quickUser, signupBody, type TestContext, useTestApp } from './harness.js';

/**
 * Every API route, called as an anonymous visitor, as an alumnus who does not own the resource
 * and as its owner. The list of routes comes from the running app (its OpenAPI document, which
 * every registered API route feeds), so a route added without an entry here fails this test.
 */
const ctx = useTestApp({ env: { AUTH_REQUESTS_PER_MINUTE_PER_IP: '100000' } });

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

type Access = 'public' | 'member' | 'owner';
interface World {
  owner: { token: string; userId: string; password: string };
  other: { token: string; userId: string };
  storyId: string;
  eventId: string;
  jobId: string;
}
interface Call {
  url: string;
  payload?: object;
}
type Caller = 'anonymous' | 'other' | 'owner';
interface Entry {
  access: Access;
  /** The request; `peer` is someone other than the caller (for routes about a second person). */
  call: (world: World, peer: string) => Call;
  /** Status expected for a successful call (defaults to 200). */
  ok?: number;
}

const inTenDays = () =>
  new Date(Date.parse(`${todayIn('Asia/Kolkata')}T00:00:00Z`) + 10 * 86_400_000).toISOString().slice(0, 10);
const story = { title: 'T', date: '2025-01-01', category: 'C', author: 'A', content: 'Body' };
const event = () => ({
  title: 'E',
  date: inTenDays(),
  time: '10:00',
  location: 'L',
  category: 'C',
  contactEmail: 'e@example.org',
  description: 'D',
  linkToJoin: 'https://example.org/j',
  presenterName: 'P',
  presenterLink: 'https://example.org/p',
});
const job = {
  jobTitle: 'J',
  company: 'C',
  location: 'L',
  jobType: 'Full-time',
  description: 'D',
  requirements: 'R',
  salary: 'S',
  applyLink: 'https://example.org/apply',
};

const MATRIX: Record<string, Entry> = {
  'GET /api/health': { access: 'public', call: () => ({ url: '/api/health' }) },
  'GET /api/v1/config': { access: 'public', call: () => ({ url: '/api/v1/config' }) },
  'POST /api/v1/users/signup': {
    access: 'public',
    ok: 201,
    call: () => ({ url: '/api/v1/users/signup', payload: signupBody() }),
  },
  'POST /api/v1/users/login': { access: 'public', call: () => ({ url: '/api/v1/users/login', payload: {} }) },
  'POST /api/v1/users/logout': { access: 'member', call: () => ({ url: '/api/v1/users/logout' }) },
  'GET /api/v1/user/': { access: 'member', call: () => ({ url: '/api/v1/user/' }) },
  'POST /api/v1/users/me/password': {
    access: 'member',
    call: () => ({
      url: '/api/v1/users/me/password',
      payload: { currentPassword: 'correct horse battery', newPassword: 'another long password' },
    }),
  },
  'GET /api/v1/users/me/export': { access: 'member', call: () => ({ url: '/api/v1/users/me/export' }) },
  'DELETE /api/v1/users/me': {
    access: 'member',
    call: () => ({ url: '/api/v1/users/me', payload: { password: 'correct horse battery' } }),
  },
  'GET /api/v1/user/story/showAllStory': { access: 'public', call: () => ({ url: '/api/v1/user/story/showAllStory' }) },
  'GET /api/v1/user/story/userStory': { access: 'member', call: () => ({ url: '/api/v1/user/story/userStory' }) },
  'GET /api/v1/user/story/{id}': { access: 'public', call: (w) => ({ url: `/api/v1/user/story/${w.storyId}` }) },
  'PUT /api/v1/user/story/{id}': {
    access: 'owner',
    call: (w) => ({ url: `/api/v1/user/story/${w.storyId}`, payload: story }),
  },
  'DELETE /api/v1/user/story/{id}': { access: 'owner', call: (w) => ({ url: `/api/v1/user/story/${w.storyId}` }) },
  'POST /api/v1/user/story/createStory': {
    access: 'member',
    ok: 201,
    call: () => ({ url: '/api/v1/user/story/createStory', payload: story }),
  },
  'GET /api/v1/user/event/showAllEvents': {
    access: 'public',
    call: () => ({ url: '/api/v1/user/event/showAllEvents' }),
  },
  'GET /api/v1/user/event/userEvent': { access: 'member', call: () => ({ url: '/api/v1/user/event/userEvent' }) },
  'GET /api/v1/user/event/{id}': { access: 'public', call: (w) => ({ url: `/api/v1/user/event/${w.eventId}` }) },
  'PUT /api/v1/user/event/{id}': {
    access: 'owner',
    call: (w) => ({ url: `/api/v1/user/event/${w.eventId}`, payload: event() }),
  },
  'DELETE /api/v1/user/event/{id}': { access: 'owner', call: (w) => ({ url: `/api/v1/user/event/${w.eventId}` }) },
  'GET /api/v1/user/event/{id}/ics': {
    access: 'public',
    call: (w) => ({ url: `/api/v1/user/event/${w.eventId}/ics` }),
  },
  'POST /api/v1/user/event/createEvent': {
    access: 'member',
    ok: 201,
    call: () => ({ url: '/api/v1/user/event/createEvent', payload: event() }),
  },
  'POST /api/v1/user/job/createJob': {
    access: 'member',
    ok: 201,
    call: () => ({ url: '/api/v1/user/job/createJob', payload: job }),
  },
  'GET /api/v1/user/job/viewJobs': { access: 'member', call: () => ({ url: '/api/v1/user/job/viewJobs' }) },
  'GET /api/v1/user/job/userJob': { access: 'member', call: () => ({ url: '/api/v1/user/job/userJob' }) },
  'GET /api/v1/user/job/{id}': { access: 'member', call: (w) => ({ url: `/api/v1/user/job/${w.jobId}` }) },
  'PUT /api/v1/user/job/{id}': {
    access: 'owner',
    call: (w) => ({ url: `/api/v1/user/job/${w.jobId}`, payload: { filled: true } }),
  },
  'DELETE /api/v1/user/job/{id}': { access: 'owner', call: (w) => ({ url: `/api/v1/user/job/${w.jobId}` }) },
  'GET /api/v1/users/community': { access: 'member', call: () => ({ url: '/api/v1/users/community' }) },
  'GET /api/v1/users/viewProfile': { access: 'member', call: () => ({ url: '/api/v1/users/viewProfile' }) },
  'POST /api/v1/users/update': {
    access: 'member',
    call: () => ({ url: '/api/v1/users/update', payload: { branch: 'VLSI' } }),
  },
  'GET /api/v1/users/{id}': { access: 'member', call: (w) => ({ url: `/api/v1/users/${w.owner.userId}` }) },
  'POST /api/v1/messages': {
    access: 'member',
    ok: 201,
    call: (_w, peer) => ({ url: '/api/v1/messages', payload: { recipientId: peer, content: 'hi' } }),
  },
  'GET /api/v1/conversations': { access: 'member', call: () => ({ url: '/api/v1/conversations' }) },
  'GET /api/v1/conversations/unread': { access: 'member', call: () => ({ url: '/api/v1/conversations/unread' }) },
  'GET /api/v1/conversations/{userId}': {
    access: 'member',
    call: (_w, peer) => ({ url: `/api/v1/conversations/${peer}` }),
  },
  'POST /api/v1/conversations/{userId}/read': {
    access: 'member',
    call: (_w, peer) => ({ url: `/api/v1/conversations/${peer}/read` }),
  },
  'POST /api/v1/users/{id}/block': {
    access: 'member',
    call: (_w, peer) => ({ url: `/api/v1/users/${peer}/block` }),
  },
  'DELETE /api/v1/users/{id}/block': {
    access: 'member',
    call: (_w, peer) => ({ url: `/api/v1/users/${peer}/block` }),
  },
  'GET /api/v1/realtime': { access: 'member', call: () => ({ url: '/api/v1/realtime' }) },
};

async function world(context: TestContext): Promise<World> {
  const owner = await quickUser(context);
  const other = await quickUser(context);
  const as = { authorization: owner.token };
  const post = async (url: string, payload: object) =>
    (await context.request({ method: 'POST', url, payload, headers: as })).json().data._id as string;
  return {
    owner: { token: owner.token, userId: owner.userId, password: owner.body.password },
    other: { token: other.token, userId: other.userId },
    storyId: await post('/api/v1/user/story/createStory', story),
    eventId: await post('/api/v1/user/event/createEvent', event()),
    jobId: await post('/api/v1/user/job/createJob', job),
  };
}

/** The event stream never ends by itself: read its status, then hang up. */
async function statusOf(method: string, call: Call, token: string | undefined) {
  if (call.url === '/api/v1/realtime') {
    const { port } = ctx.app.server.address() as AddressInfo;
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}${call.url}`, {
      headers: token ? { authorization: token } : {},
      signal: controller.signal,
    });
    controller.abort();
    return response.status;
  }
  const response = await ctx.request({
    method: method as 'GET',
    url: call.url,
    ...(call.payload ? { payload: call.payload } : {}),
    headers: token ? { authorization: token } : {},
  });
  expect(response.statusCode, `${method} ${call.url}: ${response.body}`).toBeLessThan(500);
  return response.statusCode;
}

async function registeredRoutes(): Promise<string[]> {
  const document = (await ctx.request({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(document.paths).flatMap(([path, operations]) =>
    Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
  );
}

describe('authorization matrix', () => {
  it('has an entry for every registered API route, and no entry for a route that does not exist', async () => {
    const routes = await registeredRoutes();
    expect(routes.filter((route) => !(route in MATRIX))).toEqual([]);
    expect(Object.keys(MATRIX).filter((route) => !routes.includes(route))).toEqual([]);
  });

  it.each(Object.entries(MATRIX))('%s', async (route, entry) => {
    const method = route.split(' ')[0] ?? 'GET';
    const ok = entry.ok ?? 200;
    const expected: Record<Caller, number | 'not 401' | null> = {
      anonymous: entry.access === 'public' ? 'not 401' : 401,
      other: entry.access === 'owner' ? 403 : entry.access === 'member' ? ok : null,
      owner: entry.access === 'public' ? null : ok,
    };
    for (const caller of ['anonymous', 'other', 'owner'] as const) {
      const expectation = expected[caller];
      if (expectation === null) continue;
      // A fresh world per caller: a call may change or delete what it touches.
      const w = await world(ctx);
      const token = caller === 'anonymous' ? undefined : caller === 'owner' ? w.owner.token : w.other.token;
      const peer = caller === 'owner' ? w.other.userId : w.owner.userId;
      const status = await statusOf(method, entry.call(w, peer), token);
      if (expectation === 'not 401') expect(status, caller).not.toBe(401);
      else expect(status, caller).toBe(expectation);
    }
  });
});
