import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints, pathOf } from '@alumni/contract';
import pg from 'pg';
import { SERVER_NODE_FLAGS } from '../scripts/build.js';

/** The real server as its own process, started the way production starts it, for the crash and load suites. */

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const sourceEntry = path.join(repoRoot, 'server/src/main.ts');

export interface ServerProcess {
  url: string;
  pid: number;
  /** What the process wrote to stdout and stderr so far (its log at LOG_LEVEL). */
  output(): string;
  /** Resolves when the process has exited, with its exit code or the signal that ended it. */
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal: NodeJS.Signals): void;
}

/**
 * How long a test that starts server processes may take before it counts as hung: starting one on
 * a loaded two-core machine (the whole suite running beside it) takes tens of seconds.
 */
export const SERVER_PROCESS_TEST_TIMEOUT = 300_000;

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * Starts the server with `env` over quiet defaults (no demo content, every sign-up verified,
 * warnings only) and waits until /api/health answers 200. `entry` is the built server
 * (`dist/main.js`, what production runs) or, by default, the source through `--import tsx`.
 */
export async function startServer(
  env: Record<string, string>,
  { entry = sourceEntry, timeoutMs = 180_000 }: { entry?: string; timeoutMs?: number } = {},
): Promise<ServerProcess> {
  const port = await freePort();
  const loader = entry.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child: ChildProcess = spawn(process.execPath, [...SERVER_NODE_FLAGS, ...loader, entry], {
    cwd: repoRoot,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      VERIFICATION_POLICY: 'open',
      LOG_LEVEL: 'warn',
      WEB_DIST: path.join(repoRoot, 'web/dist'),
      ...env,
      PORT: String(port),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (gone) throw new Error(`server exited before it was ready:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`server not ready after ${timeoutMs} ms:\n${output}`);
    }
    const ready = await fetch(`${url}${pathOf(endpoints.health.live)}`, { signal: AbortSignal.timeout(2_000) })
      .then((response) => response.status === 200)
      .catch(() => false);
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    pid: child.pid as number,
    output: () => output,
    exited,
    kill: (signal) => child.kill(signal),
  };
}

/** A new, empty PostgreSQL database on the server of `adminUrl`; `drop` removes it. */
export async function createDatabase(adminUrl: string, prefix: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    async drop() {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    },
  };
}

/** Signs up alumnus number `n` (0..99,999,999, unique per database) through the API. */
export async function signUpThrough(url: string, n: number): Promise<{ token: string; userId: string }> {
  const digits = String(n).padStart(8, '0');
  const response = await fetch(`${url}${pathOf(endpoints.auth.signup)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      collegeName: 'Kalyani Government Engineering College',
      programme: 'Computer Science Engineering',
      fullName: `Load Tester ${digits}`,
      yearOfPassing: 2015,
      enrollmentNumber: `LOAD/${digits}`,
      phone: `97${digits}`,
      email: `load.${digits}@example.org`,
      password: 'correct horse battery',
    }),
  });
  const body = (await response.json()) as { data?: { token: string; user: { _id: string } } };
  if (response.status !== 201 || !body.data)
    throw new Error(`sign-up failed: ${response.status} ${JSON.stringify(body)}`);
  return { token: body.data.token, userId: body.data.user._id };
}
