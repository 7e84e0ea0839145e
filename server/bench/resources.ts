/**
 * `npm run bench:resources --workspace server -- 1000 10000`: what the portal takes at a given number
 * of alumni, for docs/deploy.md. For each count and each database (RESOURCES_DATABASES, default
 * both), seeds a new database with the benchmark's proportions (stories / 5, events / 20, jobs / 10,
 * messages x 10) through the compiled `seed` command, then reads the database's size, starts the
 * compiled server on it as `npm start` does, and reads its resident memory 2 s after start and at
 * its peak under 20 connections cycling through mixed reads (stories, events, the member's own
 * profile, two directory searches) for RESOURCES_SECONDS (10).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints, endpointUrl, pathOf } from '@alumni/contract';
import { sql } from 'drizzle-orm';
import { buildServer } from '../scripts/build.js';
import { openDatabase } from '../src/db/client.js';
import { serverRoot } from '../src/paths.js';
import { createDatabase } from '../stress/server-process.js';
import { BROWSER_HEADERS, runLoad } from './load.js';
import { sampleMemory, startPortal } from './processes.js';

const counts = process.argv.slice(2).map(Number);
if (counts.length === 0 || counts.some((count) => !Number.isInteger(count) || count < 10)) {
  throw new Error('give the numbers of alumni to measure, e.g. 1000 10000');
}
const databases = (process.env.RESOURCES_DATABASES ?? 'postgres,pglite').split(',');
const seconds = Number(process.env.RESOURCES_SECONDS ?? 10);
const adminUrl = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

function folderBytes(folder: string): number {
  return readdirSync(folder, { withFileTypes: true }).reduce((total, entry) => {
    const full = path.join(folder, entry.name);
    return total + (entry.isDirectory() ? folderBytes(full) : statSync(full).size);
  }, 0);
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

interface Row {
  database: string;
  alumni: number;
  seedSeconds: number;
  sizeMb: number;
  idleMb: number;
  peakMb: number;
  rps: number;
  errors: number;
}

async function measure(database: string, alumni: number): Promise<Row> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'alumni-resources-'));
  const postgres = database === 'postgres' ? await createDatabase(adminUrl, 'alumni_resources') : null;
  const env = postgres ? { DATABASE_URL: postgres.url, DATA_DIR: dataDir } : { DATABASE_URL: '', DATA_DIR: dataDir };
  try {
    const args = ['--alumni', alumni, '--stories', alumni / 5, '--events', alumni / 20, '--jobs', alumni / 10];
    const started = Date.now();
    const seeded = spawnSync(
      process.execPath,
      [path.join(serverRoot, 'dist', 'seed.js'), ...[...args, '--messages', alumni * 10].map(String)],
      { env: { ...process.env, ...env }, encoding: 'utf8' },
    );
    if (seeded.status !== 0) throw new Error(`seed failed: ${seeded.stderr}`);
    const seedSeconds = Math.round((Date.now() - started) / 100) / 10;

    // Before the server starts: the embedded database has one owner at a time.
    const store = await openDatabase(
      postgres ? { driver: 'postgres', url: postgres.url, poolSize: 1 } : { driver: 'pglite', dataDir },
    );
    const { rows } = (await store.db.execute(
      sql`select email, pg_database_size(current_database())::bigint::text as size from users where email like '%@alumni.example.net' limit 1`,
    )) as unknown as { rows: { email: string; size: string }[] };
    await store.close();
    const email = rows[0]?.email ?? '';
    // PostgreSQL's own count; the embedded database's folder holds its write-ahead log and catalog too.
    const sizeMb = postgres ? mb(Number(rows[0]?.size)) : mb(folderBytes(dataDir));

    // The first start renders the home page's images into DATA_DIR, once per installation; memory
    // is read on the start after it, as the benchmark does.
    await (await startPortal(env)).stop();
    const server = await startPortal(env);
    try {
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      const idleMb = server.rssMb();
      const login = await fetch(`${server.url}${pathOf(endpoints.auth.login)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'scale-alumni-2024' }),
      });
      const token = ((await login.json()) as { data?: { token: string } }).data?.token;
      if (!token) throw new Error(`could not sign in as ${email}`);
      const headers = { ...BROWSER_HEADERS, authorization: token };
      const peak = sampleMemory(server.pid);
      const result = await runLoad(
        server.url,
        {
          name: 'mixed reads',
          requests: [
            { method: 'GET', path: '/api/v1/user/story/showAllStory', headers },
            { method: 'GET', path: pathOf(endpoints.profile.mine), headers },
            {
              method: 'GET',
              path: endpointUrl(pathOf(endpoints.community.directory), undefined, { q: 'python' }),
              headers,
            },
            {
              method: 'GET',
              path: endpointUrl(pathOf(endpoints.community.directory), undefined, { q: 'ghosh', sort: 'year' }),
              headers,
            },
            { method: 'GET', path: pathOf(endpoints.events.list), headers },
          ],
        },
        { connections: 20, seconds },
      );
      return {
        database,
        alumni,
        seedSeconds,
        sizeMb,
        idleMb,
        peakMb: peak.stop(),
        rps: Math.round(result.rps),
        errors: result.non2xx + result.errors,
      };
    } finally {
      await server.stop();
    }
  } finally {
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await buildServer();
const rows: Row[] = [];
for (const alumni of counts) {
  for (const database of databases) {
    const row = await measure(database, alumni);
    rows.push(row);
    process.stdout.write(`${JSON.stringify(row)}\n`);
  }
}
process.stdout.write(
  [
    '| database | alumni | seed s | database size MB | server RSS idle MB | RSS peak MB | req/s (mixed reads) | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map(
      (row) =>
        `| ${row.database} | ${row.alumni.toLocaleString('en')} | ${row.seedSeconds} | ${row.sizeMb} | ${row.idleMb} | ${row.peakMb} | ${row.rps} | ${row.errors} |`,
    ),
  ].join('\n'),
);
process.stdout.write('\n');
