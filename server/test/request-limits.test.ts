import { endpoints } from '@alumni/contract';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { loadInstitution } from '../src/modules/institution/load.js';
import { signupBody, testConfig, urlFor, useTestApp } from './harness.js';

const ctx = useTestApp({
  env: { AUTH_REQUESTS_PER_MINUTE_PER_IP: '3', CORS_ORIGINS: 'https://alumni.example.org' },
});
/** Requests from a chosen address, and a preflight, which `requestTo` does not send: these name the entry's URL. */
const LOGIN = urlFor(endpoints.auth.login);

describe('per-IP request limit on sign-up and sign-in', () => {
  it('answers 429 with Retry-After once an IP exceeds the limit, and not for another IP', async () => {
    const from = (remoteAddress: string) =>
      ctx.request({
        method: 'POST',
        url: LOGIN,
        remoteAddress,
        payload: { email: 'x@example.org', password: 'whatever1' },
      });
    for (let attempt = 0; attempt < 3; attempt++) expect((await from('10.0.0.1')).statusCode).toBe(401);
    const limited = await from('10.0.0.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json()).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/Too many/),
    });
    expect((await from('10.0.0.2')).statusCode).toBe(401);
    const signup = await ctx.request({
      method: 'POST',
      url: urlFor(endpoints.auth.signup),
      remoteAddress: '10.0.0.1',
      payload: signupBody(),
    });
    expect(signup.statusCode).toBe(201);
  });
});

describe('per-IP request limit across server processes', () => {
  it('is one count for every process on the database, not one per process', async () => {
    const database = await ctx.database.connectAgain();
    const second = await buildApp({
      config: testConfig({ AUTH_REQUESTS_PER_MINUTE_PER_IP: '3' }),
      database,
      institution: loadInstitution(ctx.config.institutionConfigPath),
    });
    await second.ready();
    try {
      const apps = [ctx.app, second, ctx.app, second, ctx.app, second];
      const statuses = [];
      for (const app of apps) {
        const response = await app.inject({
          method: 'POST',
          url: LOGIN,
          remoteAddress: '10.0.0.9',
          payload: { email: 'y@example.org', password: 'whatever1' },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    } finally {
      await second.close();
      await database.close();
    }
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    ctx.request({
      method: 'OPTIONS',
      url: LOGIN,
      headers: { origin, 'access-control-request-method': 'POST' },
    });

  it('allows a configured origin', async () => {
    const response = await preflight('https://alumni.example.org');
    expect(response.headers['access-control-allow-origin']).toBe('https://alumni.example.org');
  });

  it('does not allow any other origin', async () => {
    const response = await preflight('https://evil.example');
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
  });
});
