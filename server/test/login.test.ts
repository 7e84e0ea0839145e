import { createHash } from 'node:crypto';
import { endpoints, pathOf } from '@alumni/contract';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema.js';
import { deleteExpiredSessions } from '../src/modules/auth/sessions.js';
import { pathAndMessage, requestTo, signUp, urlFor, useTestApp } from './harness.js';

const ctx = useTestApp({ env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_FAILURE_WINDOW_MINUTES: '15' } });

const login = (payload: object) => requestTo(ctx, endpoints.auth.login, { payload });
const account = (authorization?: string) =>
  requestTo(ctx, endpoints.account.mine, { headers: authorization ? { authorization } : {} });

describe(endpoints.auth.login, () => {
  it('signs in with the e-mail in any case and returns a token', async () => {
    const { body } = await signUp(ctx);
    const response = await login({ email: body.email.toUpperCase(), password: body.password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Login successful!',
      data: { user: { email: body.email } },
    });
    expect(response.body).not.toMatch(/password_?hash|argon2/i);
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    const { body } = await signUp(ctx);
    const wrongPassword = await login({ email: body.email, password: 'not the password' });
    const unknownEmail = await login({ email: 'nobody@example.org', password: 'not the password' });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, message: 'Invalid email or password.' });
    }
  });

  it('answers 400 naming a missing or malformed field', async () => {
    expect((await login({ password: 'whatever1' })).json().errors.map(pathAndMessage)).toEqual([
      { path: 'email', message: 'Email is required' },
    ]);
    expect((await login({ email: 'a@example.org' })).json().errors.map(pathAndMessage)).toEqual([
      { path: 'password', message: 'Password is required' },
    ]);
    const malformed = await login({ email: 'nope', password: 'whatever1', keepLoggedIn: 'yes' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors.map((error: { path: string }) => error.path)).toEqual(['email', 'keepLoggedIn']);
  });

  it('makes a one-day session by default and a thirty-day one with "keep me logged in"', async () => {
    const { body } = await signUp(ctx);
    const hoursLeft = async (keepLoggedIn: boolean) => {
      const response = await login({ email: body.email, password: body.password, keepLoggedIn });
      return (Date.parse(response.json().data.expiresAt) - Date.now()) / 3_600_000;
    };
    expect(await hoursLeft(false)).toBeCloseTo(24, 0);
    expect(await hoursLeft(true)).toBeCloseTo(30 * 24, 0);
  });

  it('stores only a hash of the token', async () => {
    const { body } = await signUp(ctx);
    const { token } = (await login({ email: body.email, password: body.password })).json().data;
    const stored = await ctx.database.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    const hashes = stored.map((row) => row.tokenHash);
    expect(hashes).not.toContain(token);
    expect(hashes).toContain(createHash('sha256').update(token).digest('hex'));
  });

  it('rate-limits an account after repeated failures, with Retry-After, even for the right password', async () => {
    const { body } = await signUp(ctx);
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await login({ email: body.email, password: 'wrong password' })).statusCode).toBe(401);
    }
    const limited = await login({ email: body.email, password: body.password });
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(limited.json().message).toMatch(/Too many failed sign-in attempts/);
  });

  it('resets the failure count after a successful sign-in', async () => {
    const { body } = await signUp(ctx);
    for (let round = 0; round < 2; round++) {
      for (let attempt = 0; attempt < 2; attempt++) await login({ email: body.email, password: 'wrong password' });
      expect((await login({ email: body.email, password: body.password })).statusCode).toBe(200);
    }
  });
});

describe('sessions', () => {
  it('accepts the token raw and as Bearer, and refuses anything else', async () => {
    const { token, body } = await signUp(ctx);
    expect((await account(token)).json().data.email).toBe(body.email);
    expect((await account(`Bearer ${token}`)).statusCode).toBe(200);
    expect((await account(`bearer ${token}`)).statusCode).toBe(200);
    expect((await account()).statusCode).toBe(401);
    expect((await account('Bearer ')).statusCode).toBe(401);
    expect((await account(`${token}x`)).statusCode).toBe(401);
    expect((await account('x'.repeat(5000))).statusCode).toBe(401);
  });

  it('ends the session on logout', async () => {
    const { token } = await signUp(ctx);
    const other = await login({ email: (await signUp(ctx)).body.email, password: 'correct horse battery' });
    const logout = await requestTo(ctx, endpoints.auth.logout, { token });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toMatchObject({ success: true, data: null });
    expect((await account(token)).statusCode).toBe(401);
    expect((await account(other.json().data.token)).statusCode).toBe(200);
  });

  it('refuses logout without a session', async () => {
    const response = await requestTo(ctx, endpoints.auth.logout);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, message: 'Please sign in to continue.' });
  });

  it('refuses an expired session', async () => {
    const { token, userId } = await signUp(ctx);
    await ctx.database.db.execute(
      sql`update sessions set expires_at = now() - interval '1 second' where user_id = ${userId}`,
    );
    const response = await account(token);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toMatch(/expired/);
    await deleteExpiredSessions(ctx.database.db);
    expect(await ctx.database.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
  });
});

describe('a device that has signed in before', () => {
  const DEVICE = 'alumni_device';
  const deviceCookieOf = (response: { cookies: { name: string; value: string }[] }) =>
    response.cookies.find((cookie) => cookie.name === DEVICE);

  it('gets a device cookie that scripts cannot read and only the sign-in route receives', async () => {
    const { body } = await signUp(ctx);
    const response = await login({ email: body.email, password: body.password });
    const cookie = response.cookies.find((candidate) => candidate.name === DEVICE) as Record<string, unknown>;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: pathOf(endpoints.auth.login) });
    expect(Number(cookie.maxAge)).toBeGreaterThan(86_400 * 300);
  });

  it('passes a pause that strangers’ guesses put on the account, with the right password only', async () => {
    const { body } = await signUp(ctx);
    const device = deviceCookieOf(await login({ email: body.email, password: body.password }))?.value as string;
    for (let attempt = 0; attempt < 4; attempt++) {
      await login({ email: body.email, password: `a stranger's guess ${attempt}` });
    }
    // Paused for everyone else, the owner's own client included when it has no cookie.
    expect((await login({ email: body.email, password: body.password })).statusCode).toBe(429);
    const withDevice = (password: string) =>
      ctx.request({
        method: 'POST',
        url: urlFor(endpoints.auth.login),
        cookies: { [DEVICE]: device },
        payload: { email: body.email, password },
      });
    const owner = await withDevice(body.password);
    expect(owner.statusCode).toBe(200);
    expect(deviceCookieOf(owner)).toBeUndefined();

    // The device has a failure count of its own: a stolen cookie does not buy unlimited guesses.
    for (let attempt = 0; attempt < 3; attempt++) {
      expect((await withDevice(`guess with the cookie ${attempt}`)).statusCode).toBe(401);
    }
    expect((await withDevice(body.password)).statusCode).toBe(429);
  });

  it('does not pass the pause of another account', async () => {
    const first = await signUp(ctx);
    const second = await signUp(ctx);
    const device = deviceCookieOf(await login({ email: first.body.email, password: first.body.password }))?.value;
    for (let attempt = 0; attempt < 4; attempt++) {
      await login({ email: second.body.email, password: `guess ${attempt}` });
    }
    const response = await ctx.request({
      method: 'POST',
      url: urlFor(endpoints.auth.login),
      cookies: { [DEVICE]: device as string },
      payload: { email: second.body.email, password: second.body.password },
    });
    expect(response.statusCode).toBe(429);
  });
});
