import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints } from '@alumni/contract';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import {
  createDatabase,
  SERVER_PROCESS_TEST_TIMEOUT,
  type ServerProcess,
  signUpThrough,
  startServer,
} from '../stress/server-process.js';
import { loadTemplateInto, urlFor } from './harness.js';

/**
 * The real server process killed mid-stream: SIGKILL loses nothing it acknowledged and the
 * database opens again; SIGTERM finishes the requests in flight, ends live streams, closes the
 * database cleanly and exits 0. On the embedded database in the server:pglite run, on
 * PostgreSQL (a fresh database) in the server:postgres run.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const PROCESS_TIMEOUT = SERVER_PROCESS_TEST_TIMEOUT;

interface Store {
  /** The environment that points a server at this store. */
  env: Record<string, string>;
  dataDir: string;
  cleanUp(): Promise<void>;
}

const stores: Store[] = [];
afterAll(async () => {
  for (const store of stores) await store.cleanUp();
});

async function newStore(): Promise<Store> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'alumni-crash-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (!onPostgres) {
    await loadTemplateInto(dataDir);
    const store = { env: { DATA_DIR: dataDir }, dataDir, cleanUp: async () => removeDir() };
    stores.push(store);
    return store;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('the server:postgres run needs TEST_DATABASE_URL');
  const database = await createDatabase(adminUrl, 'alumni_crash');
  const store = {
    env: { DATA_DIR: dataDir, DATABASE_URL: database.url },
    dataDir,
    async cleanUp() {
      await database.drop();
      removeDir();
    },
  };
  stores.push(store);
  return store;
}

/** Resolves once the server has written a line matching `pattern` (its log is its signal to us). */
async function outputShows(server: ServerProcess, pattern: RegExp, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!pattern.test(server.output())) {
    if (Date.now() > deadline) throw new Error(`the server never logged ${pattern}:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

const storyBody = (n: number) =>
  JSON.stringify({ title: `Crash ${n}`, date: '2025-01-01', category: 'C', author: 'A', content: `Body ${n}` });

async function createStory(server: ServerProcess, token: string, n: number): Promise<string | null> {
  const response = await fetch(`${server.url}${urlFor(endpoints.stories.create)}`, {
    method: 'POST',
    headers: { authorization: token, 'content-type': 'application/json' },
    body: storyBody(n),
  });
  if (response.status !== 201) throw new Error(`createStory answered ${response.status}`);
  return ((await response.json()) as { data: { _id: string } }).data._id;
}

async function storyStatus(server: ServerProcess, id: string) {
  return (await fetch(`${server.url}${urlFor(endpoints.stories.one, { id })}`)).status;
}

/**
 * PostgreSQL's pg_control holds the cluster state at byte 16: 1 = shut down cleanly,
 * 6 = in production (what a killed process leaves behind, to be recovered from the WAL).
 */
function pgliteClusterState(dataDir: string): number {
  return readFileSync(path.join(dataDir, 'global', 'pg_control')).readUInt32LE(16);
}
const SHUT_DOWN = 1;

async function connectionsTo(databaseUrl: string): Promise<number> {
  const name = new URL(databaseUrl).pathname.slice(1);
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  const result = await admin.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
  await admin.end();
  return result.rows[0].n as number;
}

describe(`crashes (${onPostgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  it(
    'SIGKILL mid-stream: every acknowledged write is there after a restart, and the database takes new ones',
    async () => {
      const store = await newStore();
      const first = await startServer(store.env);
      const { token } = await signUpThrough(first.url, 1);
      const acknowledged: string[] = [];
      const failures: string[] = [];
      let inFlightAtKill = 0;
      let killed = false;
      let n = 0;
      const writer = async () => {
        while (!killed) {
          n += 1;
          inFlightAtKill += 1;
          try {
            const id = await createStory(first, token, n);
            if (!killed && id) acknowledged.push(id);
          } catch (error) {
            // Cut off by the kill: its outcome is unknown, and nothing was promised. Before it: a failure.
            if (!killed) failures.push(String(error));
          } finally {
            inFlightAtKill -= 1;
          }
        }
      };
      const writers = Array.from({ length: 8 }, writer);
      while (acknowledged.length < 150 && failures.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
      const pendingWhenKilled = inFlightAtKill;
      killed = true;
      first.kill('SIGKILL');
      expect((await first.exited).signal).toBe('SIGKILL');
      // The embedded database was not shut down: the restart has to recover from its write-ahead log.
      if (!onPostgres) expect(pgliteClusterState(store.dataDir)).not.toBe(SHUT_DOWN);
      await Promise.all(writers);
      expect(failures).toEqual([]);
      expect(pendingWhenKilled, 'writes were in flight when the process died').toBeGreaterThan(0);

      const second = await startServer(store.env);
      try {
        const missing: string[] = [];
        for (const id of acknowledged) if ((await storyStatus(second, id)) !== 200) missing.push(id);
        expect(missing, `${missing.length} of ${acknowledged.length} acknowledged writes lost`).toEqual([]);
        // biome-ignore lint/suspicious/noConsole: the figures are this suite's report.
        console.info(
          `crash (${onPostgres ? 'PostgreSQL' : 'embedded'}): SIGKILL with ${pendingWhenKilled} writes in flight; ${acknowledged.length} acknowledged, all found after restart`,
        );
        const health = await (await fetch(`${second.url}${urlFor(endpoints.health.live)}`)).json();
        expect(health).toMatchObject({ data: { status: 'ok', database: { reachable: true } } });
        const after = await createStory(second, token, 0);
        expect(after && (await storyStatus(second, after))).toBe(200);
      } finally {
        second.kill('SIGKILL');
        await second.exited;
      }
    },
    PROCESS_TIMEOUT,
  );

  it(
    'SIGTERM: a request in flight gets its answer, live streams end, the database closes cleanly, exit code 0',
    async () => {
      const store = await newStore();
      // At info, the server logs each request as it arrives and the signal as it takes it: the
      // steps below wait for those lines, not for a guessed number of milliseconds.
      const server = await startServer({ ...store.env, LOG_LEVEL: 'info' });
      const { token } = await signUpThrough(server.url, 2);

      // A live event stream, which would hold the shutdown forever if it were not ended.
      const stream = await fetch(`${server.url}${urlFor(endpoints.messages.stream)}`, {
        headers: { authorization: token },
      });
      expect(stream.status).toBe(200);
      const streamEnded = (async () => {
        const reader = stream.body?.getReader();
        for (;;) if ((await reader?.read())?.done !== false) return true;
      })().catch(() => true);

      // A slow upload: half the body now, the signal, then the rest; the server must wait for it.
      const body = Buffer.from(storyBody(42));
      const { port } = new URL(server.url);
      const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
        const request = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: urlFor(endpoints.stories.create),
            headers: { authorization: token, 'content-type': 'application/json', 'content-length': body.length },
          },
          (response) => {
            let text = '';
            response.on('data', (chunk: Buffer) => {
              text += chunk.toString();
            });
            response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
          },
        );
        request.on('error', reject);
        request.write(body.subarray(0, 20));
        void (async () => {
          await outputShows(server, /"incoming request".*createStory|createStory.*"incoming request"/);
          server.kill('SIGTERM');
          await outputShows(server, /shutting down/);
          request.end(body.subarray(20));
        })().catch(reject);
      });

      const { status, text } = await answer;
      expect(status, text).toBe(201);
      const id = (JSON.parse(text) as { data: { _id: string } }).data._id;
      expect(await streamEnded).toBe(true);
      const exit = await Promise.race([
        server.exited,
        new Promise<'hung'>((resolve) => setTimeout(() => resolve('hung'), 30_000)),
      ]);
      expect(exit, server.output()).toEqual({ code: 0, signal: null });
      if (onPostgres) expect(await connectionsTo(store.env.DATABASE_URL as string)).toBe(0);
      else expect(pgliteClusterState(store.dataDir), 'pg_control: cluster state after close').toBe(SHUT_DOWN);

      const again = await startServer(store.env);
      try {
        expect(await storyStatus(again, id)).toBe(200);
      } finally {
        again.kill('SIGTERM');
        expect((await again.exited).code).toBe(0);
      }
    },
    PROCESS_TIMEOUT,
  );
});
