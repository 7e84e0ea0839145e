import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { endpoints, pathOf } from '@alumni/contract';
import { inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { ConfigError } from '../src/config.js';
import { mailOutbox } from '../src/db/schema.js';
import { loadInstitution } from '../src/modules/institution/load.js';
import { quickUser, requestTo, testConfig, urlFor, useTestApp } from './harness.js';
import { type Family, parsePrometheusText, sampleOf } from './prometheus-text.js';

const ctx = useTestApp();
const TOKEN = 'metrics-token-for-the-tests-0123456789';

/** Another app on the same database with other settings, as a second server would be. */
const others: FastifyInstance[] = [];
async function appWith(env: Record<string, string>) {
  const config = testConfig(env);
  const app = await buildApp({
    config,
    database: ctx.database,
    institution: loadInstitution(config.institutionConfigPath),
  });
  await app.ready();
  others.push(app);
  return app;
}
afterAll(async () => {
  await Promise.all(others.map((app) => app.close()));
});

async function scrape(app: FastifyInstance = ctx.app): Promise<Map<string, Family>> {
  const response = await app.inject({ method: 'GET', url: '/metrics' });
  expect(response.statusCode, response.body).toBe(200);
  return parsePrometheusText(response.body);
}

describe('GET /metrics', () => {
  beforeAll(async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  });

  it('answers the Prometheus text format: memory, default process metrics, database pool, live streams', async () => {
    const response = await ctx.request({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-store');
    const families = parsePrometheusText(response.body);

    expect(families.get('process_resident_memory_bytes')?.type).toBe('gauge');
    expect(sampleOf(families, 'process_resident_memory_bytes')).toBeGreaterThan(10 * 1024 * 1024);
    expect(sampleOf(families, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
    expect(families.get('nodejs_eventloop_lag_p99_seconds')?.type).toBe('gauge');

    const driver = ctx.database.driver;
    expect(families.get('db_pool_connections')?.type).toBe('gauge');
    const total = sampleOf(families, 'db_pool_connections', { driver, state: 'total' });
    const idle = sampleOf(families, 'db_pool_connections', { driver, state: 'idle' });
    if (driver === 'pglite') expect(total).toBe(1);
    else expect(total).toBeGreaterThanOrEqual(1);
    expect(idle).toBeLessThanOrEqual(total);
    expect(sampleOf(families, 'db_pool_waiting_queries', { driver })).toBe(0);
    expect(sampleOf(families, 'realtime_streams_open')).toBe(0);
    for (const family of families.values()) expect(family.help, family.name).not.toBe('');
  });

  it('times requests by route pattern and status, whatever ids and query strings the URLs carry', async () => {
    const ids = [randomUUID(), randomUUID(), randomUUID()];
    for (const id of ids) {
      const response = await ctx.request({ method: 'GET', url: `${urlFor(endpoints.stories.one, { id })}?utm=${id}` });
      expect(response.statusCode).toBe(404);
    }
    // Paths no route has, literal on purpose: they are counted as '(no route)'.
    for (const path of ['/api/no-such-thing', `/api/no-such-thing/${ids[0]}`]) {
      expect((await ctx.request({ method: 'GET', url: path })).statusCode).toBe(404);
    }
    expect((await requestTo(ctx, endpoints.stories.list)).statusCode).toBe(200);

    const families = await scrape();
    const histogram = families.get('http_request_duration_seconds');
    expect(histogram?.type).toBe('histogram');
    const story = { method: 'GET', route: pathOf(endpoints.stories.one), status_code: '404' };
    expect(sampleOf(families, 'http_request_duration_seconds', story, 'http_request_duration_seconds_count')).toBe(3);
    expect(
      sampleOf(
        families,
        'http_request_duration_seconds',
        { ...story, le: '+Inf' },
        'http_request_duration_seconds_bucket',
      ),
    ).toBe(3);
    expect(
      sampleOf(
        families,
        'http_request_duration_seconds',
        { method: 'GET', route: '(no route)', status_code: '404' },
        'http_request_duration_seconds_count',
      ),
    ).toBe(2);
    expect(
      sampleOf(
        families,
        'http_request_duration_seconds',
        { method: 'GET', route: pathOf(endpoints.stories.list), status_code: '200' },
        'http_request_duration_seconds_count',
      ),
    ).toBe(1);
    // No label anywhere holds a URL as sent: the ids and query strings are gone.
    const labelValues = (histogram?.samples ?? []).flatMap((sample) => Object.values(sample.labels));
    for (const id of ids) expect(labelValues.filter((value) => value.includes(id))).toEqual([]);
    expect(labelValues.filter((value) => value.includes('?'))).toEqual([]);
    const routes = new Set((histogram?.samples ?? []).map((sample) => sample.labels.route));
    expect([...routes].every((route) => route === '(no route)' || route?.startsWith('/'))).toBe(true);
  });

  it('counts the live message streams open in this process', async () => {
    const member = await quickUser(ctx, { verification: 'verified' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const controller = new AbortController();
    const response = await fetch(`http://127.0.0.1:${port}${urlFor(endpoints.messages.stream)}`, {
      headers: { authorization: member.token },
      signal: controller.signal,
    });
    expect(response.status).toBe(200);
    expect(sampleOf(await scrape(), 'realtime_streams_open')).toBe(1);
    controller.abort();
    await expect.poll(async () => sampleOf(await scrape(), 'realtime_streams_open')).toBe(0);
  });

  it('shows queries waiting for the database while it is busy', async () => {
    const { driver } = ctx.database;
    // More slow queries than connections: PGlite has one, the test pool on PostgreSQL five.
    // (then() starts a drizzle query; it is lazy until then.)
    const busy = Array.from({ length: 8 }, () => ctx.database.db.execute(sql`select pg_sleep(0.1)`).then(() => {}));
    const families = await scrape();
    await Promise.all(busy);
    expect(sampleOf(families, 'db_pool_waiting_queries', { driver })).toBeGreaterThan(0);
    // PGlite's one connection is busy; a pg pool may be between handing a connection back and out.
    if (driver === 'pglite') expect(sampleOf(families, 'db_pool_connections', { driver, state: 'idle' })).toBe(0);
    expect(sampleOf(await scrape(), 'db_pool_waiting_queries', { driver })).toBe(0);
  });

  it('reports the mails waiting in the outbox, read from the database at each scrape', async () => {
    const before = sampleOf(await scrape(), 'outbox_messages_pending');
    // Due tomorrow, so the worker leaves them queued while the test looks.
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    const rows = await ctx.database.db
      .insert(mailOutbox)
      .values(
        ['one', 'two', 'three'].map((name) => ({
          toAddress: `${name}@example.org`,
          kind: 'password-reset',
          nextAttemptAt: tomorrow,
        })),
      )
      .returning({ id: mailOutbox.id });
    expect(sampleOf(await scrape(), 'outbox_messages_pending')).toBe(before + 3);
    await ctx.database.db.delete(mailOutbox).where(
      inArray(
        mailOutbox.id,
        rows.map((row) => row.id),
      ),
    );
    expect(sampleOf(await scrape(), 'outbox_messages_pending')).toBe(before);
  });
});

describe('who may read /metrics', () => {
  const forbidden = {
    statusCode: 403,
    success: false,
    code: 'FORBIDDEN',
    message: 'Metrics are answered only to requests from this machine; set METRICS_TOKEN to read them from elsewhere',
  };

  it('without METRICS_TOKEN: this machine only (IPv4 and IPv6 loopback), no one else', async () => {
    for (const remoteAddress of ['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1']) {
      const response = await ctx.request({ method: 'GET', url: '/metrics', remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(200);
    }
    for (const remoteAddress of ['203.0.113.7', '10.0.0.5', '::ffff:192.0.2.1', '2001:db8::1', '128.0.0.1']) {
      const response = await ctx.request({ method: 'GET', url: '/metrics', remoteAddress });
      expect(response.statusCode, remoteAddress).toBe(403);
      expect(response.json(), remoteAddress).toMatchObject(forbidden);
      expect(response.body).not.toContain('process_resident_memory_bytes');
    }
  });

  it('without METRICS_TOKEN: a request a proxy on this machine forwarded is not local', async () => {
    for (const header of [
      { 'x-forwarded-for': '203.0.113.7' },
      { 'x-forwarded-for': '127.0.0.1' },
      { forwarded: 'for=203.0.113.7' },
      { 'x-real-ip': '203.0.113.7' },
    ]) {
      const response = await ctx.request({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '127.0.0.1',
        headers: header,
      });
      expect(response.statusCode, JSON.stringify(header)).toBe(403);
    }
  });

  it('with TRUST_PROXY: the socket’s address decides, not what X-Forwarded-For claims', async () => {
    const app = await appWith({ TRUST_PROXY: '1' });
    const spoofed = await app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.7',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(spoofed.statusCode).toBe(403);
    const local = await app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(local.statusCode).toBe(200);
  });

  it('with METRICS_TOKEN: the bearer token, from anywhere, and nothing else (loopback included)', async () => {
    const app = await appWith({ METRICS_TOKEN: TOKEN });
    const call = (authorization: string | undefined, remoteAddress = '203.0.113.7') =>
      app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress,
        headers: authorization === undefined ? {} : { authorization },
      });

    for (const remoteAddress of ['203.0.113.7', '127.0.0.1']) {
      const accepted = await call(`Bearer ${TOKEN}`, remoteAddress);
      expect(accepted.statusCode, remoteAddress).toBe(200);
      expect(parsePrometheusText(accepted.body).has('http_request_duration_seconds')).toBe(true);
    }
    expect((await call(`bearer ${TOKEN}`)).statusCode).toBe(200);

    for (const authorization of [
      undefined,
      '',
      TOKEN,
      'Bearer',
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Basic ${Buffer.from(`metrics:${TOKEN}`).toString('base64')}`,
      `Bearer ${TOKEN.toUpperCase()}`,
    ]) {
      for (const remoteAddress of ['203.0.113.7', '127.0.0.1']) {
        const refused = await call(authorization, remoteAddress);
        expect(refused.statusCode, `${authorization} from ${remoteAddress}`).toBe(401);
        expect(refused.headers['www-authenticate']).toBe('Bearer');
        expect(refused.json()).toMatchObject({
          success: false,
          code: 'UNAUTHORIZED',
          message: 'Send the metrics token as "Authorization: Bearer <token>"',
        });
      }
    }
  });

  it('refuses a METRICS_TOKEN too short to be a secret at start-up, naming it', () => {
    expect(() => testConfig({ METRICS_TOKEN: 'short' })).toThrow(ConfigError);
    expect(() => testConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN must be at least 16 characters/);
  });
});
