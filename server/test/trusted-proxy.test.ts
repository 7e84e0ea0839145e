import type { AddressInfo } from 'node:net';
import { type AnyEndpoint, endpoints } from '@alumni/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ConfigVariable, loadConfig } from '../src/config.js';
import { quickUser, requestTo, urlFor, useTestApp } from './harness.js';

/**
 * Behind the documented nginx or HAProxy (TRUST_PROXY=1), a client that writes its own
 * X-Forwarded-For is still counted as the address the proxy saw: the proxy appends that address
 * last, and only that one hop is believed. Each per-IP limit the server has is tried here; a new
 * `*_PER_IP*` setting without a case below is a type error.
 */

describe('TRUST_PROXY', () => {
  const load = (value: string) => loadConfig({ TRUST_PROXY: value });

  it('takes a number of proxies, or their addresses and ranges', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(load('false').trustProxy).toBe(false);
    expect(load('0').trustProxy).toBe(false);
    expect(load('1').trustProxy).toBe(1);
    expect(load('2').trustProxy).toBe(2);
    expect(load('127.0.0.1, 10.0.0.0/8, ::1').trustProxy).toEqual(['127.0.0.1', '10.0.0.0/8', '::1']);
  });

  it('refuses true, which would believe whatever the client writes, and says what to write instead', () => {
    expect(() => load('true')).toThrow(/TRUST_PROXY must not be true.*TRUST_PROXY=1 behind one nginx or HAProxy/);
    expect(() => load('yes')).toThrow(/TRUST_PROXY must not be true/);
  });

  it('names an entry that is neither a count nor an address', () => {
    expect(() => load('127.0.0.1, proxy.example.org')).toThrow(/TRUST_PROXY has "proxy.example.org"/);
    expect(() => load('10.0.0.0/99')).toThrow(/TRUST_PROXY has "10.0.0.0\/99"/);
  });
});

type PerIpVariable = Extract<ConfigVariable, `${string}_PER_IP${string}`>;

/** Each per-IP limit at a small number, so the test reaches it. */
const LIMITS: Record<PerIpVariable, number> = {
  AUTH_REQUESTS_PER_MINUTE_PER_IP: 3,
  LOGIN_MAX_FAILURES_PER_IP: 2,
  CONTACT_PUBLIC_PER_IP_PER_HOUR: 3,
  PASSWORD_RESETS_PER_IP_PER_HOUR: 2,
  STREAMS_PER_IP: 2,
  SEARCH_REQUESTS_PER_MINUTE_PER_IP: 3,
};

const ctx = useTestApp({
  env: {
    TRUST_PROXY: '1',
    ...Object.fromEntries(Object.entries(LIMITS).map(([name, value]) => [name, String(value)])),
    // Per-account and per-address limits stay out of the way: every attempt uses a new address.
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000',
  },
});

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
});

let clients = 0;
/** A client address of its own for each use, as the proxy would append it. */
const nextClient = () => `203.0.113.${++clients}`;
let forgeries = 0;
/** What a client writes into X-Forwarded-For itself: a new address each time. */
const forged = () => `198.51.100.${++forgeries % 250}, 192.0.2.${forgeries % 200}`;
/** X-Forwarded-For as nginx's $proxy_add_x_forwarded_for passes it: what the client sent, then its address. */
const through = (client: string) => ({ 'x-forwarded-for': `${forged()}, ${client}` });

const openStreams: AbortController[] = [];
afterAll(() => {
  for (const controller of openStreams) controller.abort();
});

/** One attempt at what the limit guards, from `client` through the proxy; resolves to the status. */
type Attempt = (client: string) => Promise<number>;

const post = (endpoint: AnyEndpoint, payload: () => object): Attempt => {
  return async (client) =>
    (await requestTo(ctx, endpoint, { payload: payload(), headers: through(client) })).statusCode;
};

let addresses = 0;
const newAddress = () => `proxy-test-${++addresses}@example.org`;

const ATTEMPTS: Record<PerIpVariable, Attempt[]> = {
  // Each of the three routes counts on its own; a body that fails validation is still counted.
  AUTH_REQUESTS_PER_MINUTE_PER_IP: [
    post(endpoints.auth.login, () => ({})),
    post(endpoints.auth.signup, () => ({})),
    post(endpoints.mailLinks.resetPassword, () => ({ token: 'made-up', password: 'a new password 123' })),
  ],
  LOGIN_MAX_FAILURES_PER_IP: [
    post(endpoints.auth.login, () => ({ email: newAddress(), password: 'not the password' })),
  ],
  CONTACT_PUBLIC_PER_IP_PER_HOUR: [
    post(endpoints.contact.sendPublic, () => ({
      name: 'A visitor',
      email: newAddress(),
      subject: 'A question',
      message: 'When is the next reunion?',
    })),
  ],
  PASSWORD_RESETS_PER_IP_PER_HOUR: [post(endpoints.mailLinks.forgotPassword, () => ({ email: newAddress() }))],
  SEARCH_REQUESTS_PER_MINUTE_PER_IP: [
    async (client) =>
      (await requestTo(ctx, endpoints.search.search, { query: { q: 'reunion' }, headers: through(client) })).statusCode,
  ],
  STREAMS_PER_IP: [
    async (client) => {
      const { port } = ctx.app.server.address() as AddressInfo;
      const controller = new AbortController();
      openStreams.push(controller);
      const response = await fetch(`http://127.0.0.1:${port}${urlFor(endpoints.messages.stream)}`, {
        headers: { authorization: (await quickUser(ctx)).token, ...through(client) },
        signal: controller.signal,
      });
      return response.status;
    },
  ],
};

describe('every per-IP limit behind one trusted proxy', () => {
  it.each(Object.entries(ATTEMPTS).flatMap(([name, attempts]) => attempts.map((attempt) => [name, attempt] as const)))(
    '%s counts the address the proxy saw, not the ones the client wrote',
    async (name, attempt) => {
      const limit = LIMITS[name as PerIpVariable];
      const client = nextClient();
      const statuses: number[] = [];
      for (let index = 0; index <= limit; index++) statuses.push(await attempt(client));
      expect(statuses.slice(0, limit).filter((status) => status === 429)).toEqual([]);
      expect(statuses[limit]).toBe(429);
      // Another client behind the same proxy is its own count.
      expect(await attempt(nextClient())).not.toBe(429);
    },
  );
});
