import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints, endpointUrl, pathOf, todayIn } from '@alumni/contract';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { buildServer } from '../scripts/build.js';
import { openDatabase } from '../src/db/client.js';
import { createDatabase, signUpThrough, startServer } from './server-process.js';

/**
 * Load: the real server (a child process, rate limits raised) held at STRESS_CONNECTIONS
 * connections for STRESS_SECONDS on a mix of reads and writes, on the embedded database and on
 * PostgreSQL (a fresh database on TEST_DATABASE_URL's server). Fails unless every request got a
 * 2xx (no error status, timeout or socket error) and every write answered 201 is in the database
 * afterwards. Prints throughput and latency percentiles per database.
 *
 *   npm run test:stress
 *   STRESS_SECONDS=10 STRESS_CONNECTIONS=50 STRESS_DATABASES=pglite npm run test:stress
 */

const seconds = Number(process.env.STRESS_SECONDS ?? 60);
const connections = Number(process.env.STRESS_CONNECTIONS ?? 200);
const userCount = Number(process.env.STRESS_USERS ?? 40);
const databases = (process.env.STRESS_DATABASES ?? 'pglite,postgres').split(',').map((name) => name.trim());

/** What one connection keeps during a round of the five requests. */
interface Round {
  user: number;
  /** When the request in flight was sent (one at a time per connection). */
  sentAt: number;
}

type Kind = 'list stories' | 'list events' | 'directory search' | 'post message' | 'create story';

interface Report {
  database: string;
  requests: number;
  seconds: number;
  throughput: number;
  latency: { p50: number; p95: number; p99: number; max: number };
  byKind: Record<Kind, { requests: number; p50: number; p95: number; p99: number }>;
  perSecond: number[];
  errorSeconds: number[];
  errors: number;
  timeouts: number;
  non2xx: number;
  failures: string[];
  acknowledged: { stories: number; messages: number };
  found: { stories: number; messages: number };
  lost: string[];
  cleanExit: boolean;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number);

const inDays = (days: number) =>
  new Date(Date.parse(`${todayIn('Asia/Kolkata')}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function post(url: string, token: string, body: object) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`${url}: ${response.status} ${await response.text()}`);
}

async function runOn(database: 'pglite' | 'postgres'): Promise<Report> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'alumni-stress-'));
  let postgres: Awaited<ReturnType<typeof createDatabase>> | null = null;
  if (database === 'postgres') {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('the PostgreSQL run needs TEST_DATABASE_URL (or STRESS_DATABASES=pglite)');
    postgres = await createDatabase(adminUrl, 'alumni_stress');
  }
  try {
    const server = await startServer(
      {
        DATA_DIR: dataDir,
        ...(postgres ? { DATABASE_URL: postgres.url } : {}),
        AUTH_REQUESTS_PER_MINUTE_PER_IP: '1000000',
        MESSAGES_PER_WINDOW: '1000000000',
      },
      { entry: await buildServer() },
    );

    const users: { token: string; userId: string }[] = [];
    for (let n = 1; n <= userCount; n += 4) {
      const batch = Array.from({ length: Math.min(4, userCount - n + 1) }, (_, i) => signUpThrough(server.url, n + i));
      users.push(...(await Promise.all(batch)));
    }
    // Something to list: each alumnus has posted a story and an event before the run.
    await Promise.all(
      users.flatMap((user, index) => [
        post(`${server.url}${pathOf(endpoints.stories.create)}`, user.token, {
          title: `Warm-up ${index}`,
          date: '2025-01-01',
          category: 'News',
          author: 'Load',
          content: 'Before the run',
        }),
        post(`${server.url}${pathOf(endpoints.events.create)}`, user.token, {
          title: `Meet-up ${index}`,
          date: inDays(1 + (index % 30)),
          time: '18:00',
          location: 'Kolkata',
          category: 'Reunion',
          contactEmail: 'events@example.org',
          description: 'An evening together',
          linkToJoin: 'https://example.org/join',
          presenterName: 'The association',
          presenterLink: 'https://example.org',
        }),
      ]),
    );

    const acknowledged = { stories: [] as string[], messages: [] as string[] };
    const failures: string[] = [];
    const latencies: number[] = [];
    /** Responses in each second of the run, and the seconds in which a request failed or timed out. */
    const perSecond: number[] = [];
    const errorSeconds = new Set<number>();
    let cycle = 0;
    const searches = ['Load', 'Tester', 'load tester', '00000012', 'Kolkata', 'nobody'];
    const count = (kind: Kind, status: number, body: string) => {
      if ((status < 200 || status > 299) && failures.length < 20)
        failures.push(`${kind}: ${status} ${body.slice(0, 200)}`);
    };
    const idOf = (body: string) => (JSON.parse(body) as { data: { _id: string } }).data._id;
    const kindLatencies = {} as Record<Kind, number[]>;
    /** One request of the round: `build` fills it in; its latency, status and (for a 201) the new id are recorded. */
    const step = (
      kind: Kind,
      build: (request: autocannon.Request, round: Round) => autocannon.Request,
      created?: string[],
    ): autocannon.Request => ({
      setupRequest(request, context) {
        const round = context as Round;
        round.sentAt = performance.now();
        return build(request, round);
      },
      onResponse(status, body, context) {
        const ofKind = kindLatencies[kind] ?? [];
        kindLatencies[kind] = ofKind;
        ofKind.push(performance.now() - (context as Round).sentAt);
        count(kind, status, body);
        if (status === 201 && created) created.push(idOf(body));
      },
    });
    const read = { accept: 'application/json', 'accept-encoding': 'br, gzip' };

    const options: autocannon.Options = {
      url: server.url,
      connections,
      duration: seconds,
      timeout: 10,
      initialContext: {},
      requests: [
        step('list stories', (request, round) => {
          // One alumnus per round of five requests, taken in turn.
          cycle += 1;
          round.user = cycle % users.length;
          return { ...request, method: 'GET', path: pathOf(endpoints.stories.list), headers: read };
        }),
        step('list events', (request) => ({
          ...request,
          method: 'GET',
          path: pathOf(endpoints.events.list),
          headers: read,
        })),
        step('directory search', (request, round) => ({
          ...request,
          method: 'GET',
          path: endpointUrl(pathOf(endpoints.community.directory), undefined, {
            q: searches[cycle % searches.length] as string,
          }),
          headers: { ...read, authorization: users[round.user]?.token ?? '' },
        })),
        step(
          'post message',
          (request, round) => ({
            ...request,
            method: 'POST',
            path: pathOf(endpoints.messages.send),
            headers: { authorization: users[round.user]?.token ?? '', 'content-type': 'application/json' },
            body: JSON.stringify({
              recipientId: users[(round.user + 1) % users.length]?.userId,
              content: `Hello from round ${cycle}`,
            }),
          }),
          acknowledged.messages,
        ),
        step(
          'create story',
          (request, round) => ({
            ...request,
            method: 'POST',
            path: pathOf(endpoints.stories.create),
            headers: { authorization: users[round.user]?.token ?? '', 'content-type': 'application/json' },
            body: JSON.stringify({
              title: `Story of round ${cycle}`,
              date: '2025-01-01',
              category: 'News',
              author: 'Load',
              content: 'Written under load',
            }),
          }),
          acknowledged.stories,
        ),
      ],
    };
    const result = await new Promise<autocannon.Result>((resolve, reject) => {
      const instance = autocannon(options, (error, done) => (error ? reject(error) : resolve(done)));
      instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
      // autocannon's typings omit what 'tick' carries: the responses of the last second.
      (instance as unknown as NodeJS.EventEmitter).on('tick', (tick: { counter: number }) =>
        perSecond.push(tick.counter),
      );
      instance.on('reqError', () => errorSeconds.add(perSecond.length));
    });

    server.kill('SIGTERM');
    const exit = await server.exited;
    const cleanExit = exit.code === 0;
    if (!cleanExit)
      failures.push(`server exit after SIGTERM: ${JSON.stringify(exit)}\n${server.output().slice(-2000)}`);

    // Every acknowledged write, looked up with SQL in the database the server left behind.
    const handle = await openDatabase(
      postgres ? { driver: 'postgres', url: postgres.url, poolSize: 2 } : { driver: 'pglite', dataDir },
    );
    const idsIn = async (table: 'stories' | 'messages') => {
      const rows = (await handle.db.execute(sql.raw(`select id from ${table}`))) as unknown as {
        rows: { id: string }[];
      };
      return new Set(rows.rows.map((row) => row.id));
    };
    const stored = { stories: await idsIn('stories'), messages: await idsIn('messages') };
    await handle.close();
    const lost = [
      ...acknowledged.stories.filter((id) => !stored.stories.has(id)).map((id) => `story ${id}`),
      ...acknowledged.messages.filter((id) => !stored.messages.has(id)).map((id) => `message ${id}`),
    ];

    latencies.sort((a, b) => a - b);
    return {
      database: database === 'pglite' ? 'embedded (PGlite)' : 'PostgreSQL',
      requests: latencies.length,
      seconds: result.duration,
      throughput: latencies.length / result.duration,
      latency: {
        p50: percentile(latencies, 50),
        p95: percentile(latencies, 95),
        p99: percentile(latencies, 99),
        max: latencies.at(-1) ?? 0,
      },
      byKind: Object.fromEntries(
        Object.entries(kindLatencies).map(([kind, values]) => {
          values.sort((a, b) => a - b);
          const stats = { requests: values.length, p50: percentile(values, 50), p95: percentile(values, 95) };
          return [kind, { ...stats, p99: percentile(values, 99) }];
        }),
      ) as Report['byKind'],
      perSecond,
      errorSeconds: [...errorSeconds],
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      failures,
      acknowledged: { stories: acknowledged.stories.length, messages: acknowledged.messages.length },
      found: {
        stories: acknowledged.stories.length - lost.filter((item) => item.startsWith('story')).length,
        messages: acknowledged.messages.length - lost.filter((item) => item.startsWith('message')).length,
      },
      lost,
      cleanExit,
    };
  } finally {
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

function describe(report: Report): string {
  const ms = (value: number) => `${value.toFixed(0)} ms`;
  return [
    `${report.database}: ${connections} connections for ${report.seconds.toFixed(0)} s`,
    `  ${report.requests} requests, ${report.throughput.toFixed(0)} req/s; latency p50 ${ms(report.latency.p50)}, p95 ${ms(report.latency.p95)}, p99 ${ms(report.latency.p99)}, max ${ms(report.latency.max)}`,
    ...Object.entries(report.byKind).map(
      ([kind, stats]) =>
        `    ${kind}: ${stats.requests} answered, p50 ${ms(stats.p50)}, p95 ${ms(stats.p95)}, p99 ${ms(stats.p99)}`,
    ),
    `  slowest second ${Math.min(...report.perSecond)} responses, fastest ${Math.max(...report.perSecond)}; errors ${report.errors}, timeouts ${report.timeouts}, non-2xx ${report.non2xx}${
      report.errorSeconds.length > 0 ? ` (in seconds ${report.errorSeconds.join(', ')} of the run)` : ''
    }`,
    `  responses per second: ${report.perSecond.join(' ')}`,
    `  writes acknowledged: ${report.acknowledged.stories} stories, ${report.acknowledged.messages} messages; found afterwards: ${report.found.stories} stories, ${report.found.messages} messages`,
    ...report.failures.map((failure) => `  FAILURE ${failure}`),
    ...report.lost.slice(0, 10).map((item) => `  LOST ${item}`),
  ].join('\n');
}

let passed = 0;
let failed = 0;
for (const database of databases) {
  if (database !== 'pglite' && database !== 'postgres') throw new Error(`STRESS_DATABASES: unknown "${database}"`);
  const report = await runOn(database);
  process.stdout.write(`${describe(report)}\n`);
  const ok =
    report.errors === 0 &&
    report.timeouts === 0 &&
    report.non2xx === 0 &&
    report.lost.length === 0 &&
    report.cleanExit &&
    report.requests > 0;
  if (ok) passed += 1;
  else failed += 1;
}
process.stdout.write(`stress: ${passed} passed, ${failed} failed\n`);
process.exit(failed > 0 ? 1 : 0);
