import { type DirectorySearch, endpoints, type MentorshipRequestsQuery } from '@alumni/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { blocks, mailOutbox, users } from '../src/db/schema.js';
import { as, pathAndMessage, quickUser, requestTo, urlFor, useTestApp } from './harness.js';

/**
 * Mentoring (issue 18, decision 0028): the topics on the profile, the directory's mentor filter,
 * and requests from asking to an accepted chat, with every rule that guards them.
 */
const ctx = useTestApp({ env: { CACHE_SECONDS: '600' } });

async function member(options: { mentor?: boolean; verification?: 'verified' | 'pending' } = {}) {
  const user = await quickUser(ctx, { verification: options.verification ?? 'verified' });
  if (options.mentor) {
    await ctx.database.db.update(users).set({ mentorshipInterest: true }).where(eq(users.id, user.userId));
  }
  return user;
}

const ask = (token: string, mentorId: string, message = 'Could you help me move into data engineering?') =>
  requestTo(ctx, endpoints.mentoring.ask, { token, payload: { mentorId, message } });
const answer = (token: string, id: string, verb: 'accept' | 'decline') =>
  requestTo(ctx, endpoints.mentoring[verb], { params: { id }, token });
const list = async (token: string, query: Partial<MentorshipRequestsQuery> = {}) => {
  const response = await requestTo(ctx, endpoints.mentoring.list, { query, token });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as {
    data: { _id: string; direction: string; status: string; message: string; requester: { _id: string } }[];
    meta: { nextCursor: string | null };
  };
};

async function sent(token: string, mentorId: string, message?: string) {
  const response = await ask(token, mentorId, message);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data as { _id: string; status: string; direction: string };
}

describe('the profile and the directory', () => {
  it('keeps mentorship topics (also accepted as mentoringTopics), shows them to others, and limits their length', async () => {
    const mentor = await member();
    const update = (payload: object) => requestTo(ctx, endpoints.profile.update, { token: mentor.token, payload });
    const first = await update({ mentorshipInterest: 'true', mentorshipTopics: '  Careers in VLSI, interviews ' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      mentorshipInterest: true,
      mentorshipTopics: 'Careers in VLSI, interviews',
    });
    const alias = await update({ mentoringTopics: 'Start-ups' });
    expect(alias.json().data.mentorshipTopics).toBe('Start-ups');
    const tooLong = await update({ mentorshipTopics: 'x'.repeat(301) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors.map(pathAndMessage)).toContainEqual({
      path: 'mentorshipTopics',
      message: 'Mentoring topics must be at most 300 characters',
    });
    const viewer = await member();
    const seen = await requestTo(ctx, endpoints.profile.one, { params: { id: mentor.userId }, token: viewer.token });
    expect(seen.json().data).toMatchObject({ mentorshipInterest: true, mentorshipTopics: 'Start-ups' });
    const cleared = await update({ mentorshipTopics: '' });
    expect(cleared.json().data.mentorshipTopics).toBeNull();
  });

  it('filters the directory to members open to mentoring with ?mentor=true, and names a bad value', async () => {
    const mentor = await member({ mentor: true });
    const other = await member();
    const ids = async (query: DirectorySearch) => {
      const response = await requestTo(ctx, endpoints.community.directory, {
        query: { limit: 100, ...query },
        token: other.token,
      });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json().data as { _id: string }[]).map((entry) => entry._id);
    };
    const mentors = await ids({ mentor: 'true' });
    expect(mentors).toContain(mentor.userId);
    expect(mentors).not.toContain(other.userId);
    expect(await ids({ mentor: 'false' })).toContain(other.userId);
    // A value the entry's query type refuses, as text.
    const bad = await ctx.request({
      method: 'GET',
      url: `${urlFor(endpoints.community.directory)}?mentor=yes`,
      headers: as(other.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map(pathAndMessage)).toContainEqual({
      path: 'mentor',
      message: 'mentor must be "true" or "false"',
    });
  });
});

describe('asking for mentoring', () => {
  it('is for verified members only', async () => {
    const mentor = await member({ mentor: true });
    const pending = await member({ verification: 'pending' });
    expect((await ask(pending.token, mentor.userId)).statusCode).toBe(403);
    const visitor = await requestTo(ctx, endpoints.mentoring.ask, {
      payload: { mentorId: mentor.userId, message: 'Hi' },
    });
    expect(visitor.statusCode).toBe(401);
  });

  it('only reaches members open to mentoring, never oneself, and names bad input', async () => {
    const asker = await member({ mentor: true });
    const notMentor = await member();
    const closed = await ask(asker.token, notMentor.userId);
    expect(closed.statusCode).toBe(400);
    expect(closed.json().message).toBe('This alumnus is not open to mentoring.');
    const self = await ask(asker.token, asker.userId);
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot ask yourself for mentoring.');
    expect((await ask(asker.token, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    const empty = await ask(asker.token, notMentor.userId, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().errors.map(pathAndMessage)).toContainEqual({
      path: 'message',
      message: 'Message cannot be empty',
    });
    const long = await ask(asker.token, notMentor.userId, 'x'.repeat(1001));
    expect(long.json().errors.map(pathAndMessage)).toContainEqual({
      path: 'message',
      message: 'Message must be at most 1000 characters',
    });
  });

  it('is refused when either member blocked the other (403)', async () => {
    const mentor = await member({ mentor: true });
    const [blockedByMentor, blocker] = [await member(), await member()];
    await ctx.database.db.insert(blocks).values([
      { blockerId: mentor.userId, blockedId: blockedByMentor.userId },
      { blockerId: blocker.userId, blockedId: mentor.userId },
    ]);
    const refused = await ask(blockedByMentor.token, mentor.userId);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This alumnus is not accepting mentoring requests from you.');
    const own = await ask(blocker.token, mentor.userId);
    expect(own.statusCode).toBe(403);
    expect(own.json().message).toMatch(/You have blocked this alumnus/);
    expect((await list(mentor.token)).data).toEqual([]);
  });

  it('allows one open request per member and mentor, even when sent in parallel (409), and another once answered', async () => {
    const mentor = await member({ mentor: true });
    const asker = await member();
    const responses = await Promise.all(Array.from({ length: 4 }, () => ask(asker.token, mentor.userId)));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409, 409, 409]);
    expect(responses.find((response) => response.statusCode === 409)?.json().message).toBe(
      'You already have an open request to this mentor.',
    );
    const [open] = (await list(mentor.token)).data;
    expect((await answer(mentor.token, open?._id ?? '', 'decline')).statusCode).toBe(200);
    expect((await ask(asker.token, mentor.userId)).statusCode).toBe(201);
  });

  it('tells the mentor in the notifications menu and by mail, naming who asked', async () => {
    const mentor = await member({ mentor: true });
    const asker = await member();
    const [askerRow] = await ctx.database.db
      .select({ fullName: users.fullName })
      .from(users)
      .where(eq(users.id, asker.userId));
    expect((await ask(asker.token, mentor.userId, 'A private note about my career')).statusCode).toBe(201);

    const notices = (await requestTo(ctx, endpoints.notifications.list, { token: mentor.token })).json().data as {
      kind: string;
      title: string;
      link: string | null;
    }[];
    expect(notices).toEqual([
      expect.objectContaining({
        kind: 'mentoring.requested',
        title: `${askerRow?.fullName} asked you for mentoring`,
        link: '/mentoring',
      }),
    ]);
    const mails = await ctx.database.db
      .select({ userId: mailOutbox.userId })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'mentoring-requested'));
    const toMentor = mails.filter((mail) => mail.userId === mentor.userId);
    expect(toMentor).toHaveLength(1);
    // The asker is told nothing of their own request.
    const askerNotices = (await requestTo(ctx, endpoints.notifications.list, { token: asker.token })).json()
      .data as unknown[];
    expect(askerNotices).toEqual([]);
  });

  it('allows 5 requests a day per member, counted before the work even in parallel (429)', async () => {
    const asker = await member();
    const mentors = await Promise.all(Array.from({ length: 8 }, () => member({ mentor: true })));
    const responses = await Promise.all(mentors.map((mentor) => ask(asker.token, mentor.userId)));
    const codes = responses.map((response) => response.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(5);
    expect(codes.filter((code) => code === 429)).toHaveLength(3);
    const refused = responses.find((response) => response.statusCode === 429);
    expect(refused?.headers['retry-after']).toBeDefined();
    expect(refused?.json().message).toBe('You can ask for mentoring 5 times a day. Please try again tomorrow.');
    expect((await list(asker.token, { direction: 'sent' })).data).toHaveLength(5);
  });
});

describe('the requests list', () => {
  it('shows each member their own requests, received and sent, marked by direction, paginated', async () => {
    const mentor = await member({ mentor: true });
    const [a, b, c] = [await member(), await member(), await member({ mentor: true })];
    await sent(a.token, mentor.userId, 'From A');
    await sent(b.token, mentor.userId, 'From B');
    await sent(mentor.token, c.userId, 'Mentor asks C');

    const all = await list(mentor.token);
    expect(all.data.map((request) => [request.message, request.direction])).toEqual([
      ['Mentor asks C', 'sent'],
      ['From B', 'received'],
      ['From A', 'received'],
    ]);
    expect((await list(mentor.token, { direction: 'received' })).data.map((request) => request.message)).toEqual([
      'From B',
      'From A',
    ]);
    expect((await list(mentor.token, { direction: 'sent' })).data.map((request) => request.message)).toEqual([
      'Mentor asks C',
    ]);
    expect((await list(a.token)).data.map((request) => [request.message, request.direction])).toEqual([
      ['From A', 'sent'],
    ]);
    expect((await list(b.token)).data.map((request) => request.message)).toEqual(['From B']);

    const first = await list(mentor.token, { limit: 2 });
    expect(first.data).toHaveLength(2);
    expect(first.meta.nextCursor).not.toBeNull();
    const second = await list(mentor.token, { limit: 2, cursor: first.meta.nextCursor ?? '' });
    expect(second.data.map((request) => request.message)).toEqual(['From A']);
    expect(second.meta.nextCursor).toBeNull();

    // A value the entry's query type refuses, as text.
    const bad = await ctx.request({
      method: 'GET',
      url: `${urlFor(endpoints.mentoring.list)}?direction=both`,
      headers: as(mentor.token),
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.map(pathAndMessage)).toContainEqual({
      path: 'direction',
      message: 'direction must be "received" or "sent"',
    });
  });
});

describe('answering', () => {
  it('accepting opens a chat whose first message is the request, from the requester, unread for the mentor', async () => {
    const mentor = await member({ mentor: true });
    const asker = await member();
    const request = await sent(asker.token, mentor.userId, 'Could we talk about PhD applications?');
    const accepted = await answer(mentor.token, request._id, 'accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 'accepted', direction: 'received' });

    const chat = await requestTo(ctx, endpoints.messages.conversation, {
      params: { userId: asker.userId },
      token: mentor.token,
    });
    expect(chat.json().data.messages).toMatchObject([
      { senderId: asker.userId, recipientId: mentor.userId, content: 'Could we talk about PhD applications?' },
    ]);
    const unread = await requestTo(ctx, endpoints.messages.unread, { token: mentor.token });
    expect(unread.json().data.total).toBe(1);
    const asSeenByAsker = await list(asker.token);
    expect(asSeenByAsker.data[0]).toMatchObject({ status: 'accepted', direction: 'sent' });
  });

  it('tells the mentee when the mentor accepts, in the menu and by mail, in the language of the mentee', async () => {
    const mentor = await member({ mentor: true });
    const asker = await member();
    await ctx.database.db.update(users).set({ language: 'bn' }).where(eq(users.id, asker.userId));
    const [mentorRow] = await ctx.database.db
      .select({ fullName: users.fullName })
      .from(users)
      .where(eq(users.id, mentor.userId));
    const request = await sent(asker.token, mentor.userId);
    expect((await answer(mentor.token, request._id, 'accept')).statusCode).toBe(200);

    const notices = (
      await requestTo(ctx, endpoints.notifications.list, { headers: { ...as(asker.token), 'accept-language': 'bn' } })
    ).json().data as { kind: string; title: string; link: string | null }[];
    expect(notices).toEqual([
      expect.objectContaining({
        kind: 'mentoring.accepted',
        title: `${mentorRow?.fullName} আপনার মেন্টরশিপের অনুরোধ গ্রহণ করেছেন`,
        link: `/message/${mentor.userId}`,
      }),
    ]);
    const mails = await ctx.database.db
      .select({ userId: mailOutbox.userId, language: mailOutbox.language })
      .from(mailOutbox)
      .where(eq(mailOutbox.kind, 'mentoring-accepted'));
    expect(mails.filter((mail) => mail.userId === asker.userId)).toEqual([{ userId: asker.userId, language: 'bn' }]);
  });

  it('tells the mentee nothing when the mentor declines', async () => {
    const mentor = await member({ mentor: true });
    const asker = await member();
    const request = await sent(asker.token, mentor.userId);
    expect((await answer(mentor.token, request._id, 'decline')).statusCode).toBe(200);
    const notices = (await requestTo(ctx, endpoints.notifications.list, { token: asker.token })).json()
      .data as unknown[];
    expect(notices).toEqual([]);
  });

  it('is for the mentor only (403), once (409), and 404 for no such request', async () => {
    const mentor = await member({ mentor: true });
    const asker = await member();
    const stranger = await member();
    const request = await sent(asker.token, mentor.userId);
    for (const token of [asker.token, stranger.token]) {
      const refused = await answer(token, request._id, 'accept');
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toBe('Only the mentor who was asked can answer this request.');
    }
    expect((await answer(mentor.token, request._id, 'decline')).json().data.status).toBe('declined');
    const again = await answer(mentor.token, request._id, 'accept');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This request was already declined.');
    expect((await answer(mentor.token, '00000000-0000-4000-8000-000000000000', 'accept')).statusCode).toBe(404);
    expect((await answer(mentor.token, 'not-an-id', 'accept')).statusCode).toBe(404);
    const chat = await requestTo(ctx, endpoints.messages.inbox, { token: mentor.token });
    expect(chat.json().data).toEqual([]);
  });

  it('accepts once when the mentor answers twice at the same moment: one chat message, one 409', async () => {
    const mentor = await member({ mentor: true });
    const asker = await member();
    const request = await sent(asker.token, mentor.userId, 'Only once, please');
    const responses = await Promise.all([
      answer(mentor.token, request._id, 'accept'),
      answer(mentor.token, request._id, 'accept'),
    ]);
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    const chat = await requestTo(ctx, endpoints.messages.conversation, {
      params: { userId: asker.userId },
      token: mentor.token,
    });
    expect(chat.json().data.messages).toHaveLength(1);
  });
});

describe('the OpenAPI document', () => {
  it('describes the mentoring routes and the directory filter', async () => {
    // The OpenAPI document's own keys: literal paths on purpose.
    const document = (await ctx.request({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { name: string }[]; requestBody?: unknown }>>;
    };
    expect(Object.keys(document.paths['/api/v1/mentorship/requests'] ?? {}).sort()).toEqual(['get', 'post']);
    expect(document.paths['/api/v1/mentorship/requests/{id}/accept']?.post).toBeDefined();
    expect(document.paths['/api/v1/mentorship/requests/{id}/decline']?.post).toBeDefined();
    const listParameters = document.paths['/api/v1/mentorship/requests']?.get?.parameters?.map((p) => p.name);
    expect(listParameters).toEqual(expect.arrayContaining(['direction', 'limit', 'cursor']));
    const directory = document.paths['/api/v1/users/community']?.get?.parameters?.map((p) => p.name);
    expect(directory).toContain('mentor');
  });
});
