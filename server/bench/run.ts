import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { loadConfig } from '../src/config.js';
import { type DatabaseTarget, openDatabase } from '../src/db/client.js';
import { hashPassword } from '../src/lib/passwords.js';
import { loadInstitution } from '../src/modules/institution/load.js';
import { type ScaleStep, seedScale } from '../src/seed/scale.js';
import { buildScenarios, captureResponses, prepareFixtures } from './fixtures.js';
import { type LoadResult, runLoad } from './load.js';
import { BENCH_POPULATION } from './population.js';
import { procStatusMb, sampleMemory, startBareServer, startPortal } from './processes.js';
import { type DeliveryResult, measureDelivery } from './realtime.js';

/**
 * npm run bench: for each database (PGlite, PostgreSQL), seeds a fresh database with the scale
 * seeder, starts the real server as a child process, warms it, and drives each endpoint with
 * autocannon; then replays the same bytes from a bare node:http server for the machine's limit,
 * and measures chat delivery through the realtime stream. Prints markdown, writes JSON.
 */

const DATABASES = ['pglite', 'postgres'] as const;
type Driver = (typeof DATABASES)[number];

function readSettings(env: NodeJS.ProcessEnv) {
  const whole = (name: string, fallback: number) => {
    const raw = env[name];
    if (raw === undefined || raw === '') return fallback;
    const value = Number(raw.replaceAll('_', ''));
    if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, not "${raw}"`);
    return value;
  };
  const alumni = whole('BENCH_ALUMNI', 100_000);
  const databases = (env.BENCH_DATABASES ?? DATABASES.join(','))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  for (const name of databases) {
    if (!(DATABASES as readonly string[]).includes(name)) {
      throw new Error(`BENCH_DATABASES: "${name}" is not one of ${DATABASES.join(', ')}`);
    }
  }
  return {
    // The issue's proportions: per 100,000 alumni, 20,000 stories, 5,000 events, 10,000 jobs, 1,000,000 messages.
    counts: {
      alumni,
      stories: whole('BENCH_STORIES', Math.round(alumni / 5)),
      events: whole('BENCH_EVENTS', Math.round(alumni / 20)),
      jobs: whole('BENCH_JOBS', Math.round(alumni / 10)),
      messages: whole('BENCH_MESSAGES', alumni * 10),
    },
    seconds: whole('BENCH_SECONDS', 10),
    warmupSeconds: whole('BENCH_WARMUP_SECONDS', 2),
    connections: whole('BENCH_CONNECTIONS', 50),
    realtimeMessages: whole('BENCH_REALTIME_MESSAGES', 5_000),
    databases: databases as Driver[],
    /** Where a fresh database is created for the PostgreSQL run (and dropped after it). */
    postgresUrl: env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    output: env.BENCH_OUTPUT ?? path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', 'latest.json'),
  };
}
type Settings = ReturnType<typeof readSettings>;

interface EndpointResult extends LoadResult {
  name: string;
  note?: string;
  connections: number;
  /** What the bare server did: replay the real server's bytes, or run the search's SQL itself. */
  bareRuns: 'captured bytes' | 'search SQL';
  bare: LoadResult;
  /** This endpoint's requests per second as a share of the bare server's. */
  ratio: number;
}

interface DatabaseRun {
  database: Driver;
  version: string;
  seed: ScaleStep[];
  memoryMb: { idle: number; peakUnderLoad: number; highWaterMark: number };
  endpoints: EndpointResult[];
  /** Not measured when BENCH_REALTIME_MESSAGES is 0. */
  realtime: DeliveryResult | null;
}

const log = (line: string) => process.stderr.write(`${line}\n`);

/**
 * Waits until no statement runs on the database but this check (at most two minutes): a request
 * autocannon gave up on still runs in PostgreSQL, and would be measured against the next load.
 */
async function untilDatabaseIdle(databaseUrl: string | null) {
  if (!databaseUrl) return;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + 120_000;
    while (Date.now() < deadline) {
      const { rows } = await client.query<{ busy: number }>(
        `select count(*)::int as busy from pg_stat_activity
         where datname = current_database() and state = 'active' and pid <> pg_backend_pid()`,
      );
      if ((rows[0]?.busy ?? 0) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    log('  (statements still running after two minutes; measuring anyway)');
  } finally {
    await client.end();
  }
}

/** A fresh database for one run, and how to throw it away. */
async function freshDatabase(driver: Driver, settings: Settings) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'alumni-bench-'));
  if (driver === 'pglite') {
    return {
      target: { driver, dataDir } satisfies DatabaseTarget,
      serverEnv: { DATA_DIR: dataDir, DATABASE_URL: '' },
      databaseUrl: null,
      drop: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  const name = `alumni_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: settings.postgresUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(settings.postgresUrl);
  url.pathname = `/${name}`;
  return {
    target: { driver, url: url.toString(), poolSize: 2 } satisfies DatabaseTarget,
    serverEnv: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    databaseUrl: url.toString(),
    drop: async () => {
      const dropper = new pg.Client({ connectionString: settings.postgresUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function benchDatabase(driver: Driver, settings: Settings): Promise<DatabaseRun> {
  const institution = loadInstitution(loadConfig().institutionConfigPath);
  const fresh = await freshDatabase(driver, settings);
  try {
    log(`\n${driver}: seeding ${JSON.stringify(settings.counts)}`);
    const database = await openDatabase(fresh.target);
    let seed: ScaleStep[];
    let fixtures: Awaited<ReturnType<typeof prepareFixtures>>;
    let version: string;
    try {
      await database.migrate();
      seed = await seedScale(database.db, institution, settings.counts, {
        population: BENCH_POPULATION,
        passwordHash: await hashPassword(randomBytes(16).toString('hex')),
        onStep: (step) => log(`  ${step.name}: ${step.rows} rows in ${(step.ms / 1000).toFixed(1)} s`),
      });
      fixtures = await prepareFixtures(database.db, 100);
      const result = (await database.db.execute(sql`select version() as version`)) as unknown as {
        rows: { version: string }[];
      };
      version = (result.rows[0]?.version ?? '').replace(/ on .*$/, '');
    } finally {
      await database.close();
    }

    // The first start renders the home page's images into DATA_DIR, which a production server does
    // once; memory is measured on the restart that follows, as it would be in production.
    // CACHE_SECONDS and the like in the bench's environment reach the server (processes.ts).
    // One member searches at 10 connections: search's per-member limit (60 a minute, decision 0049)
    // would answer nearly every request with a 429, which is not what is measured.
    const serverEnv = {
      SEARCH_REQUESTS_PER_MINUTE: process.env.SEARCH_REQUESTS_PER_MINUTE ?? '10000000',
      SEARCH_REQUESTS_PER_MINUTE_PER_IP: process.env.SEARCH_REQUESTS_PER_MINUTE_PER_IP ?? '10000000',
      ...fresh.serverEnv,
    };
    await (await startPortal(serverEnv)).stop();
    const server = await startPortal(serverEnv);
    const fixtureFile = path.join(os.tmpdir(), `alumni-bench-fixtures-${process.pid}-${driver}.json`);
    let bare: Awaited<ReturnType<typeof startBareServer>> | undefined;
    try {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const idle = server.rssMb();
      // BENCH_ONLY: the scenarios whose names hold this text (all when not set), to measure one again.
      const only = process.env.BENCH_ONLY;
      const scenarios = buildScenarios(fixtures).filter((scenario) => !only || scenario.name.includes(only));
      writeFileSync(fixtureFile, JSON.stringify(await captureResponses(server.url, scenarios)));
      // On PostgreSQL the bare server also runs the search's SQL itself (PGlite's folder has one process).
      bare = await startBareServer(
        fixtureFile,
        fresh.databaseUrl
          ? {
              BARE_DATABASE_URL: fresh.databaseUrl,
              BARE_SEARCH_USER: fixtures.viewer.id,
              BARE_TIME_ZONE: institution.timeZone,
            }
          : {},
      );
      const memory = sampleMemory(server.pid);
      const endpoints: EndpointResult[] = [];
      for (const scenario of scenarios) {
        const load = { connections: scenario.connections ?? settings.connections };
        const settle = () => untilDatabaseIdle(fresh.databaseUrl);
        if (settings.warmupSeconds > 0) {
          await runLoad(server.url, scenario, { ...load, seconds: settings.warmupSeconds });
          await settle();
          await runLoad(bare.url, scenario, { ...load, seconds: settings.warmupSeconds });
          await settle();
        }
        const result = await runLoad(server.url, scenario, { ...load, seconds: settings.seconds });
        await settle();
        const bareResult = await runLoad(bare.url, scenario, { ...load, seconds: settings.seconds });
        await settle();
        const ratio = Math.round((result.rps / bareResult.rps) * 1000) / 1000;
        endpoints.push({
          name: scenario.name,
          ...(scenario.note ? { note: scenario.note } : {}),
          connections: load.connections,
          bareRuns: scenario.search && fresh.databaseUrl ? 'search SQL' : 'captured bytes',
          ...result,
          bare: bareResult,
          ratio,
        });
        log(
          `  ${scenario.name}: ${result.rps} req/s, p99 ${result.p99} ms, ${result.non2xx} non-2xx, ${result.errors} errors; bare ${bareResult.rps} req/s`,
        );
      }
      let realtime: DeliveryResult | null = null;
      if (settings.realtimeMessages > 0) {
        realtime = await measureDelivery(server.url, fixtures.pairs.slice(0, 50), {
          messages: settings.realtimeMessages,
          inFlight: settings.connections,
        });
        log(`  realtime: ${realtime.delivered}/${realtime.messages} delivered, p99 ${realtime.p99} ms`);
      }
      const memoryMb = {
        idle,
        peakUnderLoad: memory.stop(),
        highWaterMark: procStatusMb(server.pid, 'VmHWM'),
      };
      return { database: driver, version, seed, memoryMb, endpoints, realtime };
    } finally {
      await bare?.stop();
      await server.stop();
      rmSync(fixtureFile, { force: true });
    }
  } finally {
    await fresh.drop();
  }
}

const fmt = (value: number) => (Number.isFinite(value) ? value.toLocaleString('en') : '–');

function markdown(results: { settings: Settings; machine: Record<string, unknown>; runs: DatabaseRun[] }) {
  const { counts, seconds, connections } = results.settings;
  const lines: string[] = [
    `Machine: ${results.machine.cpu} (${results.machine.cores} cores), ${results.machine.memoryGiB} GiB, Node ${results.machine.node}; load average ${results.machine.loadAverage} before the run, ${results.machine.loadAverageAfter} after.`,
    `Data: ${Object.entries(counts)
      .map(([name, count]) => `${fmt(count)} ${name}`)
      .join(
        ', ',
      )}. ${connections} connections (search: its own number, below), ${seconds} s per endpoint; bare = node:http replaying the same bytes, or for search on PostgreSQL (marked *) node:http + pg running the search's own SQL.`,
  ];
  for (const run of results.runs) {
    lines.push(
      '',
      `${run.database === 'pglite' ? 'PGlite' : 'PostgreSQL'} (${run.version}): server memory ${run.memoryMb.idle} MB idle, ${run.memoryMb.peakUnderLoad} MB peak under load.`,
      '',
      '| endpoint | req/s | p50 ms | p95 ms | p99 ms | non-2xx + errors | bare req/s | share of bare |',
      '|---|---:|---:|---:|---:|---:|---:|---:|',
      ...run.endpoints.map(
        (row) =>
          `| ${row.name}${row.connections === connections ? '' : ` (${row.connections} connections)`} | ${fmt(row.rps)} | ${fmt(row.p50)} | ${fmt(row.p95)} | ${fmt(row.p99)} | ${fmt(row.non2xx + row.errors)} | ${fmt(row.bare.rps)}${row.bareRuns === 'search SQL' ? ' *' : ''} | ${(row.ratio * 100).toFixed(1)} % |`,
      ),
      ...(run.realtime
        ? [
            `| chat delivery (${run.realtime.inFlight} sends in flight, ${run.realtime.openStreams} open streams) | ${fmt(run.realtime.deliveredPerSecond)} msg/s | ${fmt(run.realtime.p50)} | ${fmt(run.realtime.p95)} | ${fmt(run.realtime.p99)} | ${fmt(run.realtime.messages - run.realtime.delivered)} | | |`,
          ]
        : []),
    );
  }
  return lines.join('\n');
}

const settings = readSettings(process.env);
const cpus = os.cpus();
const machine = {
  cpu: cpus[0]?.model.replace(/\s+/g, ' ').trim() ?? 'unknown',
  cores: cpus.length,
  memoryGiB: Math.round(os.totalmem() / 2 ** 30),
  node: process.version,
  loadAverage: os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(' '),
};
const runs: DatabaseRun[] = [];
for (const driver of settings.databases) runs.push(await benchDatabase(driver, settings));
// Other work on the machine skews every figure: the load average before and after says whether there was any.
const loadAverageAfter = os
  .loadavg()
  .map((value) => value.toFixed(2))
  .join(' ');
const results = {
  date: new Date().toISOString(),
  machine: { ...machine, loadAverageAfter },
  settings: { ...settings, databases: settings.databases.join(','), output: undefined },
  runs,
};
mkdirSync(path.dirname(settings.output), { recursive: true });
writeFileSync(settings.output, `${JSON.stringify(results, null, 2)}\n`);
process.stdout.write(
  `${markdown({ settings, machine: results.machine, runs })}\n\nResults written to ${settings.output}\n`,
);
const failures = runs.flatMap((run) => run.endpoints).reduce((sum, row) => sum + row.non2xx + row.errors, 0);
if (failures > 0) process.exitCode = 1;
