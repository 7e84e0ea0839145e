import { endpoints } from '@alumni/contract';
import { describe, expect, it, vi } from 'vitest';
import { requestTo, signUp, signupBody, useTestApp } from './harness.js';

/**
 * Sessions and passwords under abuse: no user enumeration through sign-in timing, sign-up
 * throttled per e-mail address, HSTS only over HTTPS. (Per-IP limits and CORS:
 * request-limits.test.ts; per-account sign-in throttling and sessions: login.test.ts.)
 */

/** Every hash the app verifies a password against, in order. */
const verified = vi.hoisted(() => [] as string[]);
vi.mock('../src/lib/passwords.js', async (importOriginal) => {
  const original = await importOriginal<typeof import('../src/lib/passwords.js')>();
  return {
    ...original,
    verifyPassword: (hash: string, password: string) => {
      verified.push(hash);
      return original.verifyPassword(hash, password);
    },
  };
});

const ctx = useTestApp({
  env: {
    SIGNUP_ATTEMPTS_PER_EMAIL: '3',
    TRUST_PROXY: '1',
  },
});

/** The same app without TRUST_PROXY: a client's own X-Forwarded-Proto means nothing. */
const direct = useTestApp();

const login = (payload: object) => requestTo(ctx, endpoints.auth.login, { payload });
/** "$argon2id$v=19$m=19456,t=2,p=1$": what decides how long a verification takes. */
const costOf = (hash: string) => hash.split('$').slice(1, 4).join('$');

describe('sign-in does not tell a wrong password from an unknown e-mail', () => {
  it('verifies one argon2 hash of the same cost on both paths, and answers the same', async () => {
    const { body } = await signUp(ctx);
    const userHash = await (async () => {
      verified.length = 0;
      await login({ email: body.email, password: 'not the password' });
      return verified.slice();
    })();
    verified.length = 0;
    const unknown = await login({ email: 'nobody-at-all@example.org', password: 'not the password' });
    const unknownHash = verified.slice();

    expect(userHash).toHaveLength(1);
    expect(unknownHash).toHaveLength(1);
    expect(costOf(unknownHash[0] as string)).toBe(costOf(userHash[0] as string));
    expect(costOf(userHash[0] as string)).toMatch(/^argon2id\$v=19\$m=19456,t=2,p=1$/);
    expect(unknownHash[0]).not.toBe(userHash[0]);

    const wrong = await login({ email: body.email, password: 'not the password' });
    expect(unknown.statusCode).toBe(wrong.statusCode);
    expect(unknown.json().message).toBe(wrong.json().message);
    expect(Object.keys(unknown.headers).sort()).toEqual(Object.keys(wrong.headers).sort());
  });
  // How long the two take, measured on the wall clock: stress/sign-in-timing.ts (npm run test:stress).
});

describe('sign-up attempts per e-mail address', () => {
  it('answers 429 with Retry-After after SIGNUP_ATTEMPTS_PER_EMAIL attempts, for that address only', async () => {
    const { body } = await signUp(ctx);
    const again = (overrides: Record<string, unknown>) =>
      requestTo(ctx, endpoints.auth.signup, { payload: signupBody(overrides) });
    // The successful sign-up was the first attempt; two more (duplicates) reach the limit of three.
    expect((await again({ email: body.email })).statusCode).toBe(409);
    expect((await again({ email: body.email.toUpperCase() })).statusCode).toBe(409);
    const limited = await again({ email: body.email });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/Too many/),
    });
    expect((await again({})).statusCode).toBe(201);
  });

  it('does not count requests that validation refused', async () => {
    const email = 'hammered@example.org';
    const attempt = () => requestTo(ctx, endpoints.auth.signup, { payload: signupBody({ email, phone: 'bad' }) });
    // Refused by validation: never reaches the counter.
    for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(400);
    const valid = () => requestTo(ctx, endpoints.auth.signup, { payload: signupBody({ email }) });
    expect((await valid()).statusCode).toBe(201);
    expect((await valid()).statusCode).toBe(409);
    expect((await valid()).statusCode).toBe(409);
    expect((await valid()).statusCode).toBe(429);
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent when a trusted proxy says the request came over HTTPS', async () => {
    const response = await requestTo(ctx, endpoints.health.live, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('is not sent over plain HTTP', async () => {
    const plain: Record<string, string>[] = [{}, { 'x-forwarded-proto': 'http' }];
    for (const headers of plain) {
      const response = await requestTo(ctx, endpoints.health.live, { headers });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('is not sent on the word of an untrusted X-Forwarded-Proto', async () => {
    const response = await requestTo(direct, endpoints.health.live, { headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });
});
