import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { freePort } from '../stress/server-process.js';

/**
 * HAProxy from the operating system's packages in front of the cluster's server processes, with
 * the configuration docs/deploy.md gives for several servers (plus a stats page and a header
 * naming the process that answered, which the tests read).
 */

export interface Backend {
  name: string;
  port: number;
}

/** The balancer's configuration for `backends`; docs/deploy.md shows the same sections. */
export function haproxyConfig({
  port,
  statsPort,
  backends,
}: {
  port: number;
  statsPort: number;
  backends: Backend[];
}): string {
  return `global
  maxconn 4096

defaults
  mode http
  timeout connect 2s
  timeout client 60s
  # Longer than the live message stream's 25 s heartbeat, so an idle stream is not cut.
  timeout server 60s
  timeout http-request 10s
  # A request the balancer could not get answered by one process goes to another: always when the
  # connection failed (nothing was sent), and for GET and HEAD also when the process died holding
  # it (see the backend: a POST the process may have carried out is not sent twice).
  retries 3
  option redispatch 1
  retry-on conn-failure empty-response response-timeout

frontend portal
  bind 127.0.0.1:${port}
  # With TRUST_PROXY=1 the servers take the client's address from X-Forwarded-For: HAProxy writes
  # it from the connection, after dropping whatever the client sent under that name.
  http-request del-header X-Forwarded-For
  http-request del-header X-Forwarded-Host
  option forwardfor
  # Never hand the metrics to the outside; Prometheus scrapes each process directly.
  http-request deny deny_status 404 if { path /metrics }
  default_backend portal_servers

backend portal_servers
  balance roundrobin
  # Out of rotation within two failed checks a second apart; back after two good ones.
  option httpchk GET /api/health/ready
  http-check expect status 200
  default-server inter 1s fall 2 rise 2
  http-request disable-l7-retry unless METH_GET
  # A new connection per request: a POST sent on a kept-alive connection of a process that has just
  # died fails after it was sent, so it could not be retried; on a new one, it fails to connect and
  # goes to another process (the cluster suite measured both).
  http-reuse never
  # For the tests: which process answered.
  http-response set-header x-served-by %s
${backends.map((backend) => `  server ${backend.name} 127.0.0.1:${backend.port} check`).join('\n')}

frontend stats
  bind 127.0.0.1:${statsPort}
  stats enable
  stats uri /stats
  stats refresh 1s
`;
}

export function findHaproxy(): string {
  const candidates = [process.env.HAPROXY_PATH, '/usr/sbin/haproxy', '/usr/bin/haproxy'].filter(
    (candidate): candidate is string => Boolean(candidate),
  );
  const found = candidates.find((candidate) => existsSync(candidate));
  if (!found) {
    throw new Error(
      'HAProxy is needed for the cluster suite: apt-get install haproxy (Debian/Ubuntu), or set HAPROXY_PATH',
    );
  }
  return found;
}

export interface Balancer {
  url: string;
  /** Each backend's state as HAProxy sees it: UP, DOWN, "UP 1/2" while rising, and so on. */
  states(): Promise<Record<string, string>>;
  output(): string;
  stop(): Promise<void>;
}

export async function startHaproxy(backends: Backend[], workDir: string): Promise<Balancer> {
  const binary = findHaproxy();
  const port = await freePort();
  const statsPort = await freePort();
  const configFile = path.join(workDir, 'haproxy.cfg');
  writeFileSync(configFile, haproxyConfig({ port, statsPort, backends }));
  try {
    execFileSync(binary, ['-c', '-q', '-f', configFile], { stdio: 'pipe' });
  } catch (error) {
    throw new Error(`haproxy refused ${configFile}:\n${(error as { stderr?: Buffer }).stderr?.toString() ?? error}`);
  }
  // -db: stay in the foreground, so the process we hold is HAProxy itself.
  const child: ChildProcess = spawn(binary, ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const states = async () => {
    const csv = await (await fetch(`http://127.0.0.1:${statsPort}/stats;csv`)).text();
    const [header, ...rows] = csv.replace(/^# /, '').trim().split('\n');
    const columns = (header ?? '').split(',');
    const proxy = columns.indexOf('pxname');
    const server = columns.indexOf('svname');
    const status = columns.indexOf('status');
    return Object.fromEntries(
      rows
        .map((row) => row.split(','))
        .filter((cells) => cells[proxy] === 'portal_servers' && !['BACKEND', 'FRONTEND'].includes(cells[server] ?? ''))
        .map((cells) => [cells[server] ?? '', cells[status] ?? '']),
    );
  };

  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`haproxy did not start:\n${output}`);
    }
    if (await states().catch(() => null)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    states,
    output: () => output,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
