import { endpoints } from '@alumni/contract';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { as, multipart, quickUser, requestTo, signupBody, storyBody, urlFor, useTestApp } from './harness.js';

/**
 * Every limit, raced: N requests at once, more than the limit, and at most the limit may get
 * through. A limit that reads its count, then writes it, lets them all through; these tests are
 * what keeps each limit counted atomically, before the work it guards.
 */

const LIMIT = {
  accountFailures: 5,
  ipFailures: 8,
  requestsPerIp: 10,
  signupsPerEmail: 4,
  contact: 3,
  messages: 6,
  reports: 3,
  uploads: 2,
  identityChanges: 4,
  searchesPerMember: 5,
  searchesPerIp: 7,
};

const ctx = useTestApp({
  env: {
    LOGIN_MAX_FAILURES_PER_ACCOUNT: String(LIMIT.accountFailures),
    LOGIN_MAX_FAILURES_PER_IP: String(LIMIT.ipFailures),
    AUTH_REQUESTS_PER_MINUTE_PER_IP: String(LIMIT.requestsPerIp),
    SIGNUP_ATTEMPTS_PER_EMAIL: String(LIMIT.signupsPerEmail),
    CONTACT_MESSAGES_PER_HOUR: String(LIMIT.contact),
    MESSAGES_PER_WINDOW: String(LIMIT.messages),
    MESSAGE_WINDOW_SECONDS: '600',
    REPORTS_PER_HOUR: String(LIMIT.reports),
    PICTURE_UPLOADS_PER_HOUR: String(LIMIT.uploads),
    IDENTITY_CHANGES_PER_DAY: String(LIMIT.identityChanges),
    SEARCH_REQUESTS_PER_MINUTE: String(LIMIT.searchesPerMember),
    SEARCH_REQUESTS_PER_MINUTE_PER_IP: String(LIMIT.searchesPerIp),
  },
});

let ipSequence = 0;
/** Each test comes from its own address, so the per-IP limits of one do not touch another. */
const newIp = () => `203.0.113.${++ipSequence}`;
/** Sign-in and sign-up come from a chosen address, which `requestTo` does not set: these name their URL. */
const LOGIN = urlFor(endpoints.auth.login);
const SIGNUP = urlFor(endpoints.auth.signup);
const SEARCH = `${urlFor(endpoints.search.search)}?q=reunion`;

/** Fires `count` requests at once and tallies their statuses. */
async function race(count: number, send: (index: number) => Promise<{ statusCode: number }>) {
  const responses = await Promise.all(Array.from({ length: count }, (_, index) => send(index)));
  const statuses = responses.map((response) => response.statusCode);
  const tally = (status: number) => statuses.filter((value) => value === status).length;
  return { statuses, tally };
}

let png: Buffer;
beforeAll(async () => {
  png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();
});

describe('every limit holds under parallel requests', () => {
  it('checks at most LOGIN_MAX_FAILURES_PER_ACCOUNT passwords of one account, then pauses even the right one', async () => {
    const user = await quickUser(ctx, { verification: 'verified' });
    const remoteAddress = newIp();
    const login = (password: string, ip = remoteAddress) =>
      ctx.request({
        method: 'POST',
        url: LOGIN,
        remoteAddress: ip,
        payload: { email: user.body.email, password },
      });
    // From several addresses, so that neither per-IP limit is what stops them.
    const { tally } = await race(25, (index) => login(`wrong password ${index}`, `198.51.100.${index + 1}`));
    expect(tally(401)).toBeLessThanOrEqual(LIMIT.accountFailures);
    expect(tally(401) + tally(429)).toBe(25);
    const right = await login(user.body.password, newIp());
    expect(right.statusCode).toBe(429);
    expect(Number(right.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('checks at most LOGIN_MAX_FAILURES_PER_IP wrong passwords from one address', async () => {
    const remoteAddress = newIp();
    const { tally } = await race(LIMIT.requestsPerIp, (index) =>
      ctx.request({
        method: 'POST',
        url: LOGIN,
        remoteAddress,
        payload: { email: `nobody.${index}.${remoteAddress}@example.org`, password: 'guess' },
      }),
    );
    expect(tally(401)).toBeLessThanOrEqual(LIMIT.ipFailures);
    expect(tally(429)).toBeGreaterThanOrEqual(LIMIT.requestsPerIp - LIMIT.ipFailures);
  });

  it('answers at most AUTH_REQUESTS_PER_MINUTE_PER_IP sign-in requests from one address', async () => {
    const remoteAddress = newIp();
    const user = await quickUser(ctx, { verification: 'verified' });
    const { tally } = await race(20, () =>
      ctx.request({
        method: 'POST',
        url: LOGIN,
        remoteAddress,
        payload: { email: user.body.email, password: user.body.password },
      }),
    );
    expect(tally(200)).toBeLessThanOrEqual(LIMIT.requestsPerIp);
    expect(tally(429)).toBeGreaterThanOrEqual(20 - LIMIT.requestsPerIp);
  });

  it('answers at most AUTH_REQUESTS_PER_MINUTE_PER_IP sign-up requests from one address', async () => {
    const remoteAddress = newIp();
    const { tally } = await race(20, () =>
      ctx.request({ method: 'POST', url: SIGNUP, remoteAddress, payload: signupBody() }),
    );
    expect(tally(201)).toBeLessThanOrEqual(LIMIT.requestsPerIp);
    expect(tally(429)).toBeGreaterThanOrEqual(20 - LIMIT.requestsPerIp);
  });

  it('tries at most SIGNUP_ATTEMPTS_PER_EMAIL sign-ups with one e-mail address', async () => {
    const email = `raced.${newIp()}@example.org`;
    const { tally } = await race(12, (index) =>
      ctx.request({
        method: 'POST',
        url: SIGNUP,
        remoteAddress: `192.0.2.${index + 1}`,
        payload: signupBody({ email }),
      }),
    );
    expect(tally(201)).toBe(1);
    expect(tally(201) + tally(409)).toBeLessThanOrEqual(LIMIT.signupsPerEmail);
    expect(tally(429)).toBeGreaterThanOrEqual(12 - LIMIT.signupsPerEmail);
  });

  it('stores at most CONTACT_MESSAGES_PER_HOUR messages to the Principal', async () => {
    const sender = await quickUser(ctx, { verification: 'verified' });
    const { tally } = await race(30, (index) =>
      requestTo(ctx, endpoints.contact.send, {
        token: sender.token,
        payload: { subject: `Question ${index}`, message: 'Please answer' },
      }),
    );
    expect(tally(201)).toBe(LIMIT.contact);
    expect(tally(429)).toBe(30 - LIMIT.contact);
    const mine = await requestTo(ctx, endpoints.contact.mine, { token: sender.token });
    expect(mine.json().data).toHaveLength(LIMIT.contact);
  });

  it('delivers at most MESSAGES_PER_WINDOW chat messages', async () => {
    const sender = await quickUser(ctx, { verification: 'verified' });
    const recipient = await quickUser(ctx, { verification: 'verified' });
    const { tally } = await race(20, (index) =>
      requestTo(ctx, endpoints.messages.send, {
        token: sender.token,
        payload: { recipientId: recipient.userId, content: `Hello ${index}` },
      }),
    );
    expect(tally(201)).toBe(LIMIT.messages);
    expect(tally(429)).toBe(20 - LIMIT.messages);
    const conversation = await requestTo(ctx, endpoints.messages.conversation, {
      params: { userId: sender.userId },
      query: { limit: 50 },
      token: recipient.token,
    });
    expect(conversation.json().data.messages).toHaveLength(LIMIT.messages);
  });

  it('files at most REPORTS_PER_HOUR reports', async () => {
    const author = await quickUser(ctx, { verification: 'verified' });
    const reporter = await quickUser(ctx, { verification: 'verified' });
    const storyIds: string[] = [];
    for (let index = 0; index < 10; index++) {
      const created = await requestTo(ctx, endpoints.stories.create, {
        token: author.token,
        payload: { ...storyBody, title: `Story ${index}` },
      });
      storyIds.push(created.json().data._id);
    }
    const { tally } = await race(10, (index) =>
      requestTo(ctx, endpoints.moderation.report, {
        token: reporter.token,
        payload: { targetType: 'story', targetId: storyIds[index], reason: 'Spam' },
      }),
    );
    expect(tally(201)).toBe(LIMIT.reports);
    expect(tally(429)).toBe(10 - LIMIT.reports);
  });

  it('takes at most PICTURE_UPLOADS_PER_HOUR profile pictures', async () => {
    const member = await quickUser(ctx, { verification: 'verified' });
    const { tally } = await race(6, () => {
      const form = multipart(
        {},
        { field: 'profilePicture', filename: 'me.png', contentType: 'image/png', content: png },
      );
      return requestTo(ctx, endpoints.profile.update, {
        token: member.token,
        headers: form.headers,
        payload: form.payload,
      });
    });
    expect(tally(200)).toBe(LIMIT.uploads);
    expect(tally(429)).toBe(6 - LIMIT.uploads);
  });

  it('takes at most PICTURE_UPLOADS_PER_HOUR pictures for posts, counted with the profile pictures', async () => {
    const member = await quickUser(ctx, { verification: 'verified' });
    const { tally } = await race(6, () => {
      const form = multipart(
        { alt: 'A picture' },
        { field: 'file', filename: 'p.png', contentType: 'image/png', content: png },
      );
      return requestTo(ctx, endpoints.images.upload, {
        token: member.token,
        headers: form.headers,
        payload: form.payload,
      });
    });
    expect(tally(201)).toBe(LIMIT.uploads);
    expect(tally(429)).toBe(6 - LIMIT.uploads);
    const profilePicture = multipart(
      {},
      { field: 'profilePicture', filename: 'me.png', contentType: 'image/png', content: png },
    );
    const afterwards = await requestTo(ctx, endpoints.profile.update, {
      token: member.token,
      headers: profilePicture.headers,
      payload: profilePicture.payload,
    });
    expect(afterwards.statusCode).toBe(429);
  });

  it('makes at most IDENTITY_CHANGES_PER_DAY changes of name and contact details', async () => {
    const member = await quickUser(ctx, { verification: 'verified' });
    const { tally } = await race(12, (index) =>
      requestTo(ctx, endpoints.profile.update, {
        token: member.token,
        payload: { fullName: `Sudipta Bose ${String.fromCharCode(65 + index)}` },
      }),
    );
    expect(tally(200)).toBe(LIMIT.identityChanges);
    expect(tally(429)).toBe(12 - LIMIT.identityChanges);
  });

  it.each([
    [
      'a password change',
      endpoints.account.changePassword,
      (guess: string) => ({ currentPassword: guess, newPassword: 'a brand new password' }),
    ],
    ['an account deletion', endpoints.account.remove, (guess: string) => ({ password: guess })],
    [
      'a change of sign-in e-mail',
      endpoints.profile.update,
      (guess: string) => ({ email: `moved.${guess.length}@example.org`, currentPassword: guess }),
    ],
  ] as const)(
    'checks at most LOGIN_MAX_FAILURES_PER_ACCOUNT passwords through %s, and shares the count with sign-in',
    async (_what, endpoint, body) => {
      const member = await quickUser(ctx, { verification: 'verified' });
      const { tally } = await race(20, (index) =>
        requestTo(ctx, endpoint, { token: member.token, payload: body(`wrong guess ${'x'.repeat(index)}`) }),
      );
      const checked = tally(400) + tally(403);
      expect(checked).toBeLessThanOrEqual(LIMIT.accountFailures);
      expect(checked + tally(429)).toBe(20);
      const signIn = await ctx.request({
        method: 'POST',
        url: LOGIN,
        remoteAddress: newIp(),
        payload: { email: member.body.email, password: member.body.password },
      });
      expect(signIn.statusCode).toBe(429);
    },
  );

  it('answers at most SEARCH_REQUESTS_PER_MINUTE searches of one member, wherever they come from', async () => {
    const member = await quickUser(ctx, { verification: 'verified' });
    const { tally } = await race(20, (index) =>
      ctx.request({
        method: 'GET',
        url: SEARCH,
        remoteAddress: `198.18.0.${index + 1}`,
        headers: as(member.token),
      }),
    );
    // Counted in memory in one step: exactly the limit gets through, the rest is refused before any work.
    expect(tally(200)).toBe(LIMIT.searchesPerMember);
    expect(tally(429)).toBe(20 - LIMIT.searchesPerMember);
    const refused = await ctx.request({
      method: 'GET',
      url: SEARCH,
      headers: as(member.token),
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, success: false, code: 'RATE_LIMITED', data: null });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another member, from the same address, is counted on their own.
    const other = await quickUser(ctx, { verification: 'verified' });
    const theirs = await ctx.request({ method: 'GET', url: SEARCH, headers: as(other.token) });
    expect(theirs.statusCode).toBe(200);
  });

  it('answers at most SEARCH_REQUESTS_PER_MINUTE_PER_IP searches of visitors from one address', async () => {
    const remoteAddress = newIp();
    const { tally } = await race(20, () => ctx.request({ method: 'GET', url: SEARCH, remoteAddress }));
    expect(tally(200)).toBe(LIMIT.searchesPerIp);
    expect(tally(429)).toBe(20 - LIMIT.searchesPerIp);
    expect((await ctx.request({ method: 'GET', url: SEARCH, remoteAddress: newIp() })).statusCode).toBe(200);
  });
});
