import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type AnyEndpoint, endpoints, endpointUrl, methodOf, pathOf } from '@alumni/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer } from '../scripts/build.js';
import { createDatabase, type ServerProcess, signUpThrough, startServer } from '../stress/server-process.js';
import { type Balancer, startHaproxy } from './haproxy.js';

/**
 * Three compiled server processes on one PostgreSQL database, each with its own data folder and
 * port, behind HAProxy (round robin, health checks on /api/health/ready), as docs/deploy.md sets
 * up several servers. Every request below goes through the balancer, as a user's would; the
 * `x-served-by` header the balancer adds says which process answered, so each test can show that
 * what one process did, another one saw.
 */

const adminUrl = process.env.TEST_DATABASE_URL;
const MESSAGES_PER_WINDOW = 20;
const NAMES = ['s1', 's2', 's3'] as const;

let workDir: string;
let database: Awaited<ReturnType<typeof createDatabase>>;
const servers = new Map<string, ServerProcess>();
let balancer: Balancer;

beforeAll(async () => {
  if (!adminUrl)
    throw new Error('the cluster suite needs TEST_DATABASE_URL (a PostgreSQL server it may create databases on)');
  workDir = mkdtempSync(path.join(tmpdir(), 'alumni-cluster-'));
  const entry = await buildServer();
  database = await createDatabase(adminUrl, 'alumni_cluster');
  // Started together on the new database: their migrations take turns (db/client.ts).
  const started = await Promise.allSettled(
    NAMES.map((name) =>
      startServer(
        {
          DATABASE_URL: database.url,
          DATA_DIR: path.join(workDir, name),
          TRUST_PROXY: '1',
          // Cached answers live long: only the drop every process gets on a write keeps them true.
          CACHE_SECONDS: '600',
          MESSAGES_PER_WINDOW: String(MESSAGES_PER_WINDOW),
          MESSAGE_WINDOW_SECONDS: '600',
          // Every test client comes from 127.0.0.1; the per-IP sign-up limit is not what is tested here.
          AUTH_REQUESTS_PER_MINUTE_PER_IP: '10000',
        },
        { entry },
      ),
    ),
  );
  // Those that started are stopped by afterAll even when another one failed.
  NAMES.forEach((name, index) => {
    const outcome = started[index];
    if (outcome?.status === 'fulfilled') servers.set(name, outcome.value);
  });
  const failed = started.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
  balancer = await startHaproxy(
    NAMES.map((name) => ({ name, port: Number(new URL((servers.get(name) as ServerProcess).url).port) })),
    workDir,
  );
  await waitFor(
    async () => Object.values(await balancer.states()).filter((state) => state === 'UP').length === 3,
    'three servers UP',
  );
}, 180_000);

afterAll(async () => {
  await balancer?.stop();
  for (const server of servers.values()) {
    server.kill('SIGTERM');
    await server.exited;
  }
  await database?.drop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
}, 60_000);

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check().catch(() => false))) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for: ${what}\n${balancer?.output() ?? ''}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

interface Answer {
  status: number;
  servedBy: string;
  body: { data?: unknown; message?: string } & Record<string, unknown>;
}

/** One request through the balancer; a JSON body is sent as JSON, a FormData as a form. */
async function send(method: string, url: string, options: { token?: string; body?: unknown } = {}): Promise<Answer> {
  const headers: Record<string, string> = options.token ? { authorization: options.token } : {};
  let body: string | FormData | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(options.body);
  }
  const response = await fetch(`${balancer.url}${url}`, { method, headers, ...(body === undefined ? {} : { body }) });
  const text = await response.text();
  return {
    status: response.status,
    servedBy: response.headers.get('x-served-by') ?? '',
    body: text.startsWith('{') ? JSON.parse(text) : { text },
  };
}

/** One request through the balancer to a contract entry, with its parameters and query filled. */
function call(
  endpoint: AnyEndpoint,
  options: { params?: Record<string, string>; query?: object; token?: string; body?: unknown } = {},
): Promise<Answer> {
  const { params, query, ...rest } = options;
  return send(methodOf(endpoint), endpointUrl(pathOf(endpoint), params, query), rest);
}

/**
 * Reads through the balancer (round robin: one process after another) until each of the three has
 * answered once, right after a write answered through one of them: every answer must already show
 * it. Each process keeps answers for 600 s, and before serving one it makes sure it has heard every
 * drop another process committed before (cache-coherence.ts), so there is no window to wait out.
 */
async function onEveryProcessAtOnce(read: () => Promise<Answer>, fresh: (answer: Answer) => boolean, what: string) {
  const seen = new Set<string>();
  for (let reads = 0; seen.size < NAMES.length; reads++) {
    if (reads >= NAMES.length * 3) throw new Error(`the balancer reached only ${[...seen].join(', ')}`);
    const answer = await read();
    expect(fresh(answer), `${answer.servedBy} did not show ${what} at once: ${JSON.stringify(answer.body)}`).toBe(true);
    seen.add(answer.servedBy);
  }
}

let alumni = 0;
const newAlumnus = () => signUpThrough(balancer.url, 70_000_000 + ++alumni);

const storyBody = (title: string) => ({ title, date: '2026-11-01', category: 'News', author: 'A', content: 'Body' });

describe('three server processes behind HAProxy on one PostgreSQL', () => {
  it('shares requests round robin among the three, each ready (database reachable, migrations applied)', async () => {
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await call(endpoints.health.ready));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(new Set(answers.map((answer) => answer.servedBy))).toEqual(new Set(NAMES));
    expect(answers[0]?.body.data).toMatchObject({ status: 'ready', migrations: { pending: [] } });
    // The balancer keeps /metrics to itself; each process answers it on its own port.
    // Not an API endpoint: the metrics stay off the balancer, asked for by their path.
    expect((await send('GET', '/metrics')).status).toBe(404);
    const direct = await fetch(`${(servers.get('s1') as ServerProcess).url}/metrics`);
    expect(direct.status).toBe(200);
    expect(await direct.text()).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/health/ready"',
    );
  });

  it('signs up through one process and signs in through another; every process honours the session', async () => {
    const signUp = await call(endpoints.auth.signup, {
      body: {
        collegeName: 'Kalyani Government Engineering College',
        programme: 'Computer Science Engineering',
        fullName: 'Moumita Pal',
        yearOfPassing: 2016,
        enrollmentNumber: 'CLUSTER/0001',
        phone: '9800000001',
        email: 'moumita.pal@example.org',
        password: 'correct horse battery',
      },
    });
    expect(signUp.status, JSON.stringify(signUp.body)).toBe(201);
    const login = await call(endpoints.auth.login, {
      body: { email: 'moumita.pal@example.org', password: 'correct horse battery' },
    });
    expect(login.status).toBe(200);
    expect(login.servedBy).not.toBe(signUp.servedBy);
    const token = (login.body.data as { token: string }).token;
    const reads = [];
    for (let i = 0; i < 3; i++) reads.push(await call(endpoints.account.mine, { token }));
    expect(reads.map((read) => read.status)).toEqual([200, 200, 200]);
    expect(new Set(reads.map((read) => read.servedBy))).toEqual(new Set(NAMES));
    expect(reads.map((read) => (read.body.data as { email: string }).email)).toEqual(
      Array(3).fill('moumita.pal@example.org'),
    );

    // Signing out through one process ends the session in all of them, kept sessions included.
    const logout = await call(endpoints.auth.logout, { token });
    expect(logout.status).toBe(200);
    await onEveryProcessAtOnce(
      () => call(endpoints.account.mine, { token }),
      (answer) => answer.status === 401,
      'the session ended',
    );
  });

  it('shows a write through one process through the others too, though each keeps answers for 600 s', async () => {
    const author = await newAlumnus();
    const list = () => call(endpoints.stories.list, { query: { limit: 50 } });
    const titlesIn = (answer: Answer) => (answer.body.data as { title: string }[]).map((story) => story.title);
    // Every process now keeps the list without the story.
    const before = [await list(), await list(), await list()];
    expect(new Set(before.map((answer) => answer.servedBy))).toEqual(new Set(NAMES));
    for (const answer of before) expect(titlesIn(answer)).not.toContain('Reunion 2026');

    const created = await call(endpoints.stories.create, {
      token: author.token,
      body: storyBody('Reunion 2026'),
    });
    expect(created.status).toBe(201);
    await onEveryProcessAtOnce(list, (answer) => titlesIn(answer).includes('Reunion 2026'), 'the new story');

    const id = (created.body.data as { _id: string })._id;
    const renamed = await call(endpoints.stories.update, {
      params: { id },
      token: author.token,
      body: storyBody('Reunion 2027'),
    });
    expect(renamed.status).toBe(200);
    await onEveryProcessAtOnce(
      list,
      (answer) => titlesIn(answer).includes('Reunion 2027') && !titlesIn(answer).includes('Reunion 2026'),
      'the new title in the list',
    );
    await onEveryProcessAtOnce(
      () => call(endpoints.stories.one, { params: { id } }),
      (answer) => (answer.body.data as { title: string }).title === 'Reunion 2027',
      'the new title in the story',
    );

    expect((await call(endpoints.stories.remove, { params: { id }, token: author.token })).status).toBe(200);
    await onEveryProcessAtOnce(list, (answer) => !titlesIn(answer).includes('Reunion 2027'), 'the story gone');
    await onEveryProcessAtOnce(
      () => call(endpoints.stories.one, { params: { id } }),
      (answer) => answer.status === 404,
      'the story answered 404',
    );
  });

  it('delivers a message sent through one process to a live stream held by another', async () => {
    const reader = await newAlumnus();
    const writer = await newAlumnus();
    const controller = new AbortController();
    const stream = await fetch(`${balancer.url}${pathOf(endpoints.messages.stream)}`, {
      headers: { authorization: reader.token },
      signal: controller.signal,
    });
    expect(stream.status).toBe(200);
    const holder = stream.headers.get('x-served-by');
    const received: string[] = [];
    const reading = (async () => {
      const decoder = new TextDecoder();
      let buffer = '';
      try {
        for await (const chunk of stream.body as unknown as AsyncIterable<Uint8Array>) {
          buffer += decoder.decode(chunk, { stream: true });
          for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
            const event = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = /^data: (.*)$/m.exec(event)?.[1];
            if (/^event: message$/m.test(event) && data)
              received.push((JSON.parse(data) as { content: string }).content);
          }
        }
      } catch {
        // Aborted at the end of the test.
      }
    })();
    try {
      const senders = [];
      for (const content of ['Hello from one', 'Hello from two', 'Hello from three']) {
        const sent = await call(endpoints.messages.send, {
          token: writer.token,
          body: { recipientId: reader.userId, content },
        });
        expect(sent.status).toBe(201);
        senders.push(sent.servedBy);
      }
      expect(senders.filter((sender) => sender !== holder).length).toBeGreaterThan(0);
      await waitFor(async () => received.length === 3, 'three messages on the stream', 10_000);
      expect(received).toEqual(['Hello from one', 'Hello from two', 'Hello from three']);
    } finally {
      controller.abort();
      await reading;
    }
  });

  it(`counts the message limit once for all processes: 30 sends in parallel, exactly ${MESSAGES_PER_WINDOW} accepted`, async () => {
    const sender = await newAlumnus();
    const recipient = await newAlumnus();
    const sends = await Promise.all(
      Array.from({ length: 30 }, (_, index) =>
        call(endpoints.messages.send, {
          token: sender.token,
          body: { recipientId: recipient.userId, content: `Message ${index}` },
        }),
      ),
    );
    expect(new Set(sends.map((send) => send.servedBy))).toEqual(new Set(NAMES));
    expect(sends.filter((send) => send.status === 201).length).toBe(MESSAGES_PER_WINDOW);
    expect(sends.filter((send) => send.status === 429).length).toBe(30 - MESSAGES_PER_WINDOW);
    const conversation = await call(endpoints.messages.conversation, {
      params: { userId: sender.userId },
      query: { limit: 50 },
      token: recipient.token,
    });
    expect((conversation.body.data as { messages: unknown[] }).messages.length).toBe(MESSAGES_PER_WINDOW);
  });

  it('serves a picture uploaded through one process from every process', async () => {
    const member = await newAlumnus();
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2a6f97' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('profilePicture', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
    const uploaded = await call(endpoints.profile.update, { token: member.token, body: form });
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(200);
    const picture = (uploaded.body.data as { profilePicture: string }).profilePicture;
    const reads = [];
    for (let i = 0; i < 3; i++) {
      const response = await fetch(`${balancer.url}${picture}`);
      reads.push({
        status: response.status,
        servedBy: response.headers.get('x-served-by'),
        type: response.headers.get('content-type'),
        bytes: Buffer.from(await response.arrayBuffer()),
      });
    }
    expect(new Set(reads.map((read) => read.servedBy))).toEqual(new Set(NAMES));
    expect(reads.map((read) => read.status)).toEqual([200, 200, 200]);
    expect(reads.map((read) => read.type)).toEqual(Array(3).fill('image/webp'));
    expect(reads[1]?.bytes.equals(reads[0]?.bytes as Buffer)).toBe(true);
    expect(reads[2]?.bytes.equals(reads[0]?.bytes as Buffer)).toBe(true);
    expect((await sharp(reads[0]?.bytes).metadata()).width).toBe(512);
  });

  it('loses no request but those the killed process held when one is killed (SIGKILL) under load', async () => {
    const members = await Promise.all(Array.from({ length: 4 }, () => newAlumnus()));
    const story = await call(endpoints.stories.create, {
      token: (members[0] as { token: string }).token,
      body: storyBody('Under load'),
    });
    const storyId = (story.body.data as { _id: string })._id;

    interface Outcome {
      method: string;
      url: string;
      started: number;
      ended: number;
      status: number | string;
    }
    const outcomes: Outcome[] = [];
    const WORKERS = 12;
    const LOAD_MS = 6_000;
    const loadStart = Date.now();
    // SIGKILL takes effect when the kernel next runs the process: it died between these two moments.
    let killedAt = Number.POSITIVE_INFINITY;
    let exitedAt = Number.POSITIVE_INFINITY;

    const worker = async (index: number) => {
      const member = members[index % members.length] as { token: string };
      for (let round = 0; Date.now() - loadStart < LOAD_MS; round++) {
        const kind = (index + round) % 4;
        const [endpoint, params, body] =
          kind === 0
            ? [endpoints.stories.create, undefined, storyBody(`Load ${index}.${round}`)]
            : kind === 1
              ? [endpoints.stories.list]
              : kind === 2
                ? [endpoints.stories.one, { id: storyId }]
                : [endpoints.account.mine];
        const method = methodOf(endpoint);
        const url = endpointUrl(pathOf(endpoint), params);
        const started = Date.now();
        let status: number | string;
        try {
          status = (await send(method, url, { token: member.token, ...(body ? { body } : {}) })).status;
        } catch (error) {
          status = String((error as Error).cause ?? error);
        }
        outcomes.push({ method, url, started, ended: Date.now(), status });
      }
    };
    const killer = (async () => {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const victim = servers.get('s2') as ServerProcess;
      killedAt = Date.now();
      victim.kill('SIGKILL');
      await victim.exited;
      exitedAt = Date.now();
    })();
    await Promise.all([...Array.from({ length: WORKERS }, (_, index) => worker(index)), killer]);

    const ok = (outcome: Outcome) => outcome.status === (outcome.method === 'POST' ? 201 : 200);
    const failed = outcomes.filter((outcome) => !ok(outcome));
    const afterDeath = outcomes.filter((outcome) => outcome.started > exitedAt);
    expect(outcomes.length).toBeGreaterThan(100);
    expect(afterDeath.filter(ok).length).toBeGreaterThan(50);
    // Only requests in flight while the process died may fail: at most one per client connection.
    const report = JSON.stringify({ killedAt, exitedAt, failed });
    expect(
      failed.filter((outcome) => !(outcome.started <= exitedAt && outcome.ended >= killedAt)),
      report,
    ).toEqual([]);
    expect(failed.length).toBeLessThanOrEqual(WORKERS);
    // Reads the dead process held were answered by another one (the balancer retries GET).
    expect(
      failed.filter((outcome) => outcome.method === 'GET'),
      report,
    ).toEqual([]);

    await waitFor(async () => (await balancer.states()).s2 === 'DOWN', 's2 marked DOWN by the health checks');
    expect(await balancer.states()).toMatchObject({ s1: 'UP', s3: 'UP' });
  });
});
