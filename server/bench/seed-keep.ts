/**
 * Seeds one PostgreSQL database with the search bench's population (run.ts's counts at
 * BENCH_ALUMNI, default 100,000; 10,000 messages as bench:search) and keeps it, for
 * search-explain.ts: `npm run bench:search` creates and drops its own.
 * Usage: tsx bench/seed-keep.ts <database name> (dropped first if it exists; never `test`).
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { loadConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { hashPassword } from '../src/lib/passwords.js';
import { loadInstitution } from '../src/modules/institution/load.js';
import { seedScale } from '../src/seed/scale.js';
import { BENCH_POPULATION } from './population.js';

const name = process.argv[2] ?? '';
if (!/^[a-z_][a-z0-9_]*$/.test(name) || name === 'test' || name === 'postgres') {
  throw new Error('usage: seed-keep.ts <database name>');
}
const server = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = new pg.Client({ connectionString: server });
await admin.connect();
await admin.query(`drop database if exists ${name} with (force)`);
await admin.query(`create database ${name}`);
await admin.end();
const url = new URL(server);
url.pathname = `/${name}`;
const database = await openDatabase({ driver: 'postgres', url: url.toString(), poolSize: 2 });
await database.migrate();
const alumni = Number(process.env.BENCH_ALUMNI ?? 100_000);
const counts = { alumni, stories: alumni / 5, events: alumni / 20, jobs: alumni / 10, messages: 10_000 };
const started = Date.now();
await seedScale(database.db, loadInstitution(loadConfig().institutionConfigPath), counts, {
  population: BENCH_POPULATION,
  passwordHash: await hashPassword(randomBytes(16).toString('hex')),
  onStep: (step) => process.stdout.write(`${step.name}: ${step.rows} rows in ${(step.ms / 1000).toFixed(1)} s\n`),
});
process.stdout.write(`seeded ${url} in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
await database.close();
