import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Institution } from '@alumni/contract';
import { endpoints, pathOf } from '@alumni/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { type Database, type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { createSession } from '../src/modules/auth/sessions.js';
import { loadInstitution } from '../src/modules/institution/load.js';
import { seedScale } from '../src/seed/scale.js';
import { BENCH_POPULATION } from './population.js';

/**
 * npm run bench:insights (issue 33, decision 0053): the dashboard at 100,000 alumni on PostgreSQL.
 * EMPTIES the database BENCH_DATABASE_URL names (its public and drizzle schemas), migrates it,
 * seeds the scale population with what the dashboard counts (the graduate roll, pending sign-ups,
 * activity in the last year, registrations with attendance, mail, chapters, mentoring requests),
 * then times `GET /api/v1/admin/insights` over HTTP: an admin for every college and for one, and a
 * coordinator for theirs. Writes bench/results/insights.json.
 */

const whole = (name: string, fallback: number) => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw.replaceAll('_', ''));
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, not "${raw}"`);
  return value;
};

const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error('BENCH_DATABASE_URL: the PostgreSQL database to empty and seed (postgres://…)');
const alumni = whole('BENCH_ALUMNI', 100_000);
const runs = whole('BENCH_RUNS', 5);
/** BENCH_REUSE=true: time the database as an earlier run left it, without emptying and seeding it again. */
const reuse = process.env.BENCH_REUSE === 'true';
const output =
  process.env.BENCH_OUTPUT ?? path.join(path.dirname(fileURLToPath(import.meta.url)), 'results', 'insights.json');
const log = (line: string) => process.stdout.write(`${line}\n`);

async function emptyDatabase(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(
    'drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public',
  );
  await client.end();
}

/** Seconds since `start`, for the log. */
const since = (start: number) => `${((performance.now() - start) / 1000).toFixed(1)} s`;

async function main(url: string) {
  const institution = loadInstitution(loadConfig().institutionConfigPath);
  if (!reuse) await emptyDatabase(url);
  const database = await openDatabase({ driver: 'postgres', url, poolSize: 4 });
  await database.migrate();
  // The counts the database keeps (decision 0064): named before seeding, so the seed's writes go
  // through the triggers as the portal's would; on a reused database, the first naming counts all.
  const keepStart = performance.now();
  const counted = await firstRow<{ counted: boolean }>(
    database.db,
    sql`select insight_counts_use_zone(${institution.timeZone}) as counted`,
  );
  const countedSeconds = counted.counted ? (performance.now() - keepStart) / 1000 : null;
  log(`counts kept in ${institution.timeZone}${counted.counted ? `: everything counted in ${since(keepStart)}` : ''}`);
  const seedStart = performance.now();
  if (!reuse) await seed(database.db, institution);
  const seedSeconds = (performance.now() - seedStart) / 1000;
  log(`seeded in ${seedSeconds.toFixed(0)} s`);
  const kept = await checkKept(database.db);
  await time(database, institution, url, reuse ? null : seedSeconds, { countedSeconds, ...kept });
}

async function firstRow<T>(db: Database, query: ReturnType<typeof sql>): Promise<T> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows[0] as T;
}

/** The kept counts against the same counts made afresh from the whole tables: they must be equal. */
async function checkKept(db: Database) {
  const start = performance.now();
  const { rows, differing } = await firstRow<{ rows: number; differing: number }>(
    db,
    sql`select (select count(*)::int from insight_counts where count <> 0) as rows,
          (select count(*)::int from (
            (select measure, college, key, month, count from insight_counts where count <> 0
              except select * from insight_counts_fresh())
            union all
            (select * from insight_counts_fresh()
              except select measure, college, key, month, count from insight_counts where count <> 0)
          ) d) as differing`,
  );
  log(`kept counts: ${rows} rows, ${differing} differing from a fresh count (${since(start)})`);
  if (differing !== 0) throw new Error(`${differing} kept counts differ from a fresh count`);
  return { keptRows: rows };
}

async function seed(db: Database, institution: Institution) {
  await seedScale(
    db,
    institution,
    {
      alumni,
      stories: Math.round(alumni / 5),
      events: Math.round(alumni / 20),
      jobs: Math.round(alumni / 10),
      messages: whole('BENCH_MESSAGES', alumni),
    },
    {
      population: BENCH_POPULATION,
      onStep: (step) => log(`  ${step.name}: ${step.rows} rows in ${(step.ms / 1000).toFixed(1)} s`),
    },
  );
  const step = async (name: string, query: ReturnType<typeof sql>) => {
    const start = performance.now();
    await db.execute(query);
    log(`  ${name}: ${since(start)}`);
  };
  // A deterministic spread: h(n) is a number 0..999 from the row's id.
  const h = (column: string, salt: number) =>
    sql.raw(`(('x' || substr(md5(${column}::text || '${salt}'), 1, 6))::bit(24)::int % 1000)`);
  await step(
    'graduate roll (every alumnus, and a fifth more who never signed up)',
    sql`insert into graduate_roll (enrollment_number, full_name, programme, college_name, year_of_passing)
        select enrollment_number, full_name, programme, college_name, year_of_passing from users
        union all
        select 'ROLL/' || enrollment_number, 'Graduate ' || id, programme, college_name, year_of_passing
          from users where ${h('id', 13)} < 200`,
  );
  await step(
    'one in twenty waiting for review',
    sql`update users set verification_status = 'pending', verified_at = null where ${h('id', 1)} < 50`,
  );
  await step(
    'last used: over the last year',
    sql`update users set last_active_on = current_date - (${h('id', 2)} % 365)`,
  );
  await step(
    'mail turned off by some',
    sql`update users set mail_digest = ${h('id', 3)} >= 300, mail_announcements = ${h('id', 4)} >= 100`,
  );
  // Verified members numbered 1..n, so a row can pick one by number (dropped below).
  await step(
    'numbering the verified',
    sql`create table bench_people as
        select (row_number() over (order by id))::int as n, id from users where verification_status = 'verified'`,
  );
  const verified = Number(
    ((await db.execute(sql`select count(*) as n from bench_people`)) as unknown as { rows: { n: string }[] }).rows[0]
      ?.n,
  );
  await step(
    'registrations: twenty a event, a third of those at past events marked attended',
    sql`insert into event_registrations (event_id, user_id, status, attended_at, created_at)
        select e.id, p.id, case when k <= 16 then 'going' else 'waitlisted' end,
               case when e.date < current_date and ${h('p.id', 5)} < 700 then e.date::timestamptz end,
               e.created_at
          from events e
          cross join generate_series(1, 20) k
          join bench_people p on p.n = 1 + (${h('e.id', 6)} * 97 + k * 13) % ${verified}
        on conflict do nothing`,
  );
  await step(
    'mail: three a member over the last year, sent or failed',
    sql`insert into mail_outbox (to_address, user_id, kind, status, next_attempt_at, created_at)
        select u.email, u.id, (array['digest', 'announcement', 'message-notice'])[k],
               case when ${h('u.id', 7 + 0)} < 30 then 'failed' else 'sent' end,
               now(), now() - (${h('u.id', 8)} % 365) * interval '1 day' - k * interval '1 hour'
          from users u cross join generate_series(1, 3) k`,
  );
  await step(
    'college chapters, a third of the alumni in theirs',
    sql`with made as (
          insert into chapters (kind, name, college)
            select 'college', c, c from unnest(${sql.raw(`array[${institution.colleges.map((c) => `'${c.replaceAll("'", "''")}'`).join(',')}]`)}::text[]) c
            on conflict do nothing returning id, college)
        insert into chapter_members (chapter_id, user_id)
          select m.id, u.id from users u join made m on m.college = u.college_name where ${h('u.id', 9)} < 333`,
  );
  await step(
    'mentoring requests: one in twenty asks',
    sql`insert into mentorship_requests (requester_id, mentor_id, message, status, created_at)
        select u.id, p.id, 'Could you mentor me?', 'declined', now() - (${h('u.id', 11)} % 365) * interval '1 day'
          from users u join bench_people p on p.n = 1 + ${h('u.id', 10)} * 89 % ${verified}
          where ${h('u.id', 12)} < 50 and p.id <> u.id`,
  );
  await step('dropping the numbering', sql`drop table bench_people`);
  const college = institution.colleges[0] as string;
  await step(
    'an admin, and a coordinator of the first college',
    sql`with admin as (
          update users set role = 'admin'
          where id = (select id from users where verification_status = 'verified' order by id limit 1) returning id)
        insert into college_coordinators (user_id, college_name)
          select id, ${college} from users
          where verification_status = 'verified' and college_name <> ${college} and id not in (select id from admin)
          order by id limit 1`,
  );
  await step(
    'vacuum analyze',
    sql`vacuum analyze users, graduate_roll, event_registrations, events, mail_outbox, chapter_members, chapters, mentorship_requests, stories, jobs, messages, insight_counts`,
  );
}

async function time(
  database: DatabaseHandle,
  institution: Institution,
  url: string,
  seedSeconds: number | null,
  kept: { countedSeconds: number | null; keptRows: number },
) {
  const db = database.db;

  const count = async (table: string) =>
    Number(
      ((await db.execute(sql.raw(`select count(*) as n from ${table}`))) as unknown as { rows: { n: string }[] })
        .rows[0]?.n,
    );
  const rows: Record<string, number> = {};
  for (const table of [
    'users',
    'graduate_roll',
    'stories',
    'events',
    'jobs',
    'messages',
    'event_registrations',
    'mail_outbox',
    'chapter_members',
    'mentorship_requests',
    'insight_counts',
  ]) {
    rows[table] = await count(table);
  }

  const pick = async (query: ReturnType<typeof sql>) =>
    ((await db.execute(query)) as unknown as { rows: { id: string }[] }).rows[0]?.id as string;
  const adminId = await pick(sql`select id from users where role = 'admin' order by id limit 1`);
  const college = institution.colleges[0] as string;
  const coordinatorId = await pick(sql`select user_id as id from college_coordinators order by user_id limit 1`);
  const adminToken = (await createSession(db, adminId, 3_600_000)).token;
  const coordinatorToken = (await createSession(db, coordinatorId, 3_600_000)).token;

  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'alumni-bench-insights-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    CACHE_SECONDS: '0',
  });
  const app = await buildApp({ config, database, institution });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const version = ((await db.execute(sql`select version() as version`)) as unknown as { rows: { version: string }[] })
    .rows[0]?.version;

  const time = async (name: string, token: string, query: string) => {
    const url = `${address}${pathOf(endpoints.insights.insights)}${query}`;
    const once = async () => {
      const start = performance.now();
      const response = await fetch(url, { headers: { authorization: token } });
      const body = await response.text();
      if (!response.ok) throw new Error(`${name}: ${response.status} ${body}`);
      return performance.now() - start;
    };
    await once();
    const ms: number[] = [];
    for (let run = 0; run < runs; run++) ms.push(await once());
    ms.sort((a, b) => a - b);
    const result = {
      name,
      query,
      runs,
      medianMs: Math.round(ms[Math.floor(ms.length / 2)] as number),
      maxMs: Math.round(ms.at(-1) as number),
    };
    log(`${name}: median ${result.medianMs} ms, slowest ${result.maxMs} ms`);
    return result;
  };
  const timings = [
    await time('admin, every college', adminToken, ''),
    await time('admin, one college', adminToken, `?college=${encodeURIComponent(college)}`),
    await time('coordinator, their college', coordinatorToken, ''),
    await time('admin, every college, 36 months', adminToken, '?from=2024-01&to=2026-12'),
  ];
  await app.close();
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });

  const load = os.loadavg();
  const result = {
    date: new Date().toISOString(),
    machine: {
      cpus: os.cpus().length,
      model: os.cpus()[0]?.model ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      loadAverage: load.map((value) => Math.round(value * 100) / 100),
    },
    database: version?.replace(/ on .*$/, ''),
    seedSeconds: seedSeconds === null ? null : Math.round(seedSeconds),
    /** Seconds the first naming of the time zone took to count everything (null: already kept). */
    countedSeconds: kept.countedSeconds === null ? null : Math.round(kept.countedSeconds * 10) / 10,
    keptRows: kept.keptRows,
    rows,
    timings,
  };
  mkdirSync(path.dirname(output), { recursive: true });
  writeFileSync(output, `${JSON.stringify(result, null, 2)}\n`);
  log(`wrote ${output}`);
}

await main(databaseUrl);
