import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpoints, pathOf } from '@alumni/contract';
import { buildServer, SERVER_NODE_FLAGS } from '../scripts/build.js';
import { freePort } from '../stress/server-process.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ChildServer {
  url: string;
  pid: number;
  /** Resident memory now, in MB (VmRSS). */
  rssMb(): number;
  stop(): Promise<void>;
}

/** One field of /proc/<pid>/status, in MB (the kernel reports kB). */
export function procStatusMb(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith(`${field}:`));
  const kb = Number(line?.split(/\s+/)[1]);
  return Math.round((kb / 1024) * 10) / 10;
}

/**
 * Starts a script as its own node process (TypeScript through `--import tsx`, not the tsx CLI,
 * which would put a second process between us and the one whose memory we read) and waits for
 * `readyPath`.
 */
async function startChild(
  script: string,
  args: string[],
  env: Record<string, string>,
  readyPath: string,
  nodeFlags: string[] = [],
): Promise<ChildServer> {
  const port = await freePort();
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : [];
  const child: ChildProcess = spawn(process.execPath, [...nodeFlags, ...loader, script, ...args], {
    cwd: serverRoot,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${script} exited with ${child.exitCode}:\n${stderr}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${script} did not answer ${readyPath} within 120 s:\n${stderr}`);
    }
    const ok = await fetch(`${url}${readyPath}`)
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${script} has no pid`);
  return {
    url,
    pid,
    rssMb: () => procStatusMb(pid, 'VmRSS'),
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** The real server as production runs it (`npm run build`, then `npm start`'s `node` command), on the given database. */
export async function startPortal(env: Record<string, string>): Promise<ChildServer> {
  return startChild(
    await buildServer(),
    [],
    {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      VERIFICATION_POLICY: 'open',
      // Sending is measured at full speed: the per-user limit would answer 429 after 20 messages.
      MESSAGES_PER_WINDOW: '1000000000',
      // Every stream of the delivery benchmark comes from this one address.
      STREAMS_PER_IP: '1000000',
      ...env,
    },
    pathOf(endpoints.health.live),
    SERVER_NODE_FLAGS,
  );
}

/**
 * bench/bare-server.ts answering the captured responses in `fixtureFile`, and searches with the
 * search's SQL when given a PostgreSQL database (BARE_DATABASE_URL, BARE_SEARCH_USER, BARE_TIME_ZONE).
 */
export function startBareServer(fixtureFile: string, env: Record<string, string> = {}): Promise<ChildServer> {
  return startChild('bench/bare-server.ts', [fixtureFile], env, '/__ready');
}

/** Samples a process's resident memory every 100 ms; `stop` returns the highest value seen, in MB. */
export function sampleMemory(pid: number) {
  let peak = procStatusMb(pid, 'VmRSS');
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, procStatusMb(pid, 'VmRSS'));
    } catch {
      // The process has exited; the peak so far stands.
    }
  }, 100);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
