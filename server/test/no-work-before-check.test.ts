import { type AnyEndpoint, endpoints } from '@alumni/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { authThrottle } from '../src/db/schema.js';
import { hashPassword, verifyPassword } from '../src/lib/passwords.js';
import { quickUser, requestTo, signupBody, urlFor, useTestApp } from './harness.js';

/**
 * No route hashes or checks a password (argon2id: 19 MiB and tens of milliseconds each) for a
 * request that its limit, its session or its token would refuse anyway. Floods of invalid
 * requests go to every route that can hash, in parallel, and the hashes done are counted through
 * the password module: at most what the route's limit lets through.
 */
vi.mock('../src/lib/passwords.js', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../src/lib/passwords.js')>();
  return { hashPassword: vi.fn(actual.hashPassword), verifyPassword: vi.fn(actual.verifyPassword) };
});

const PER_IP_PER_MINUTE = 10;
const PER_ACCOUNT = 5;
const FLOOD = 40;

const ctx = useTestApp({
  env: {
    AUTH_REQUESTS_PER_MINUTE_PER_IP: String(PER_IP_PER_MINUTE),
    LOGIN_MAX_FAILURES_PER_ACCOUNT: String(PER_ACCOUNT),
    LOGIN_MAX_FAILURES_PER_IP: '10000',
  },
});

/** Client addresses: each flood comes from one of its own, so one flood's count does not reach the next. */
let clients = 0;
const newClient = () => `203.0.113.${++clients}`;

/** How many hashes and checks `flood` made, and the statuses it got. */
async function hashesDuring(flood: () => Promise<number>[]) {
  vi.mocked(hashPassword).mockClear();
  vi.mocked(verifyPassword).mockClear();
  const statuses = await Promise.all(flood());
  return {
    hashes: vi.mocked(hashPassword).mock.calls.length,
    checks: vi.mocked(verifyPassword).mock.calls.length,
    statuses,
  };
}

const times = <T>(count: number, make: (index: number) => T) =>
  Array.from({ length: count }, (_, index) => make(index));

async function send(endpoint: AnyEndpoint, payload: object, headers: Record<string, string>) {
  return (await requestTo(ctx, endpoint, { payload, headers })).statusCode;
}

describe('no password is hashed or checked before the check that would refuse the request', () => {
  it('made-up reset links: refused without a single hash, and counted per IP', async () => {
    const remoteAddress = newClient();
    const { hashes, statuses } = await hashesDuring(() =>
      times(FLOOD, (index) =>
        ctx
          .request({
            method: 'POST',
            url: urlFor(endpoints.mailLinks.resetPassword),
            remoteAddress,
            payload: { token: `made-up-reset-token-${index}-xxxxxxxx`, password: 'a brand new password' },
          })
          .then((response) => response.statusCode),
      ),
    );
    expect(hashes).toBe(0);
    expect(statuses.filter((status) => status === 400)).toHaveLength(PER_IP_PER_MINUTE);
    expect(statuses.filter((status) => status === 429)).toHaveLength(FLOOD - PER_IP_PER_MINUTE);

    // Past its limit, the address is answered from memory: no further count is written.
    const counted = async () =>
      (
        await ctx.database.db
          .select({ failures: authThrottle.failures })
          .from(authThrottle)
          .where(eq(authThrottle.key, `requests:password-reset:${remoteAddress}`))
      )[0]?.failures;
    const before = await counted();
    for (let index = 0; index < 5; index++) {
      const response = await ctx.request({
        method: 'POST',
        url: urlFor(endpoints.mailLinks.resetPassword),
        remoteAddress,
        payload: { token: 'made-up-reset-token-again-xxxxxxxx', password: 'a brand new password' },
      });
      expect(response.statusCode).toBe(429);
      expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(await counted()).toBe(before);
  });

  it('sign-ups: at most the per-IP limit is hashed, and none for an address already taken', async () => {
    const taken = await quickUser(ctx);
    const remoteAddress = newClient();
    const duplicates = await hashesDuring(() =>
      times(3, () =>
        ctx
          .request({
            method: 'POST',
            url: urlFor(endpoints.auth.signup),
            remoteAddress,
            payload: signupBody({ email: taken.body.email }),
          })
          .then((response) => response.statusCode),
      ),
    );
    expect(duplicates).toMatchObject({ hashes: 0, statuses: [409, 409, 409] });

    const flood = await hashesDuring(() =>
      times(FLOOD, () =>
        ctx
          .request({ method: 'POST', url: urlFor(endpoints.auth.signup), remoteAddress, payload: signupBody() })
          .then((response) => response.statusCode),
      ),
    );
    expect(flood.hashes).toBeLessThanOrEqual(PER_IP_PER_MINUTE - 3);
    expect(flood.statuses.filter((status) => status === 429)).toHaveLength(FLOOD - (PER_IP_PER_MINUTE - 3));
  });

  it('wrong passwords at sign-in: at most the account’s limit is checked', async () => {
    const member = await quickUser(ctx);
    const { checks, statuses } = await hashesDuring(() =>
      times(FLOOD, () =>
        ctx
          .request({
            method: 'POST',
            url: urlFor(endpoints.auth.login),
            remoteAddress: newClient(),
            payload: { email: member.body.email, password: 'not the password' },
          })
          .then((response) => response.statusCode),
      ),
    );
    expect(checks).toBeLessThanOrEqual(PER_ACCOUNT);
    expect(statuses.filter((status) => status === 401)).toHaveLength(checks);
  });

  it('a stolen session guessing the password (change, deletion, new e-mail): at most the account’s limit is checked, nothing hashed', async () => {
    const guesses: [AnyEndpoint, (guess: string) => object][] = [
      [endpoints.account.changePassword, (guess) => ({ currentPassword: guess, newPassword: 'a brand new password' })],
      [endpoints.account.remove, (guess) => ({ password: guess })],
      [endpoints.profile.update, (guess) => ({ phone: '9123456780', currentPassword: guess })],
    ];
    for (const [endpoint, body] of guesses) {
      const member = await quickUser(ctx);
      const { hashes, checks } = await hashesDuring(() =>
        times(FLOOD, (index) => send(endpoint, body(`guess number ${index}`), { authorization: member.token })),
      );
      expect({ endpoint, hashes, checks: checks <= PER_ACCOUNT }).toEqual({ endpoint, hashes: 0, checks: true });
    }
  });

  it('without a session, nothing is checked at all', async () => {
    const { hashes, checks, statuses } = await hashesDuring(() =>
      times(FLOOD, () =>
        send(endpoints.account.changePassword, { currentPassword: 'x', newPassword: 'a brand new password' }, {}),
      ),
    );
    expect({ hashes, checks }).toEqual({ hashes: 0, checks: 0 });
    expect(new Set(statuses)).toEqual(new Set([401]));
  });
});
