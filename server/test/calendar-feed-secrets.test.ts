import { createHash, randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { endpoints } from '@alumni/contract';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import ICAL from 'ical.js';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { type DatabaseHandle, openDatabase } from '../src/db/client.js';
import { loadInstitution } from '../src/modules/institution/load.js';
import { migrationsFolder } from '../src/paths.js';
import { createDatabase } from '../stress/server-process.js';
import { daysFromToday, testConfig, urlFor } from './harness.js';

/**
 * Migration 0019 (decision 0039): a calendar feed's secret is kept as its SHA-256 from then on,
 * and the addresses members made before it keep opening their feeds. A database is set up as the
 * previous version left it (migrations up to 0017, a feed stored with its secret), then migrated.
 */
const onPostgres = process.env.TEST_DB === 'postgres';
const work = mkdtempSync(path.join(tmpdir(), 'alumni-feed-secrets-'));
const cleanUps: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanUp of cleanUps.reverse()) await cleanUp();
  rmSync(work, { recursive: true, force: true });
});

/** The migrations folder as the version whose last migration was `tag` shipped it. */
function migrationsUpTo(tag: string) {
  const folder = path.join(work, `migrations-${randomBytes(4).toString('hex')}`);
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === tag);
  expect(last, tag).toBeGreaterThan(0);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

/** A new, empty database of the run's kind, and a way to migrate it with another migrations folder. */
async function newDatabase(): Promise<{ database: DatabaseHandle; migrateWith(folder: string): Promise<void> }> {
  if (onPostgres) {
    const adminUrl = process.env.TEST_DATABASE_URL;
    if (!adminUrl) throw new Error('the server:postgres run needs TEST_DATABASE_URL');
    const created = await createDatabase(adminUrl, 'alumni_feed_secrets');
    const database = await openDatabase({ driver: 'postgres', url: created.url, poolSize: 2 });
    cleanUps.push(async () => {
      await database.close();
      await created.drop();
    });
    return {
      database,
      async migrateWith(folder) {
        const pool = new pg.Pool({ connectionString: created.url, max: 1 });
        try {
          await migratePg(drizzlePg(pool), { migrationsFolder: folder });
        } finally {
          await pool.end();
        }
      },
    };
  }
  const database = await openDatabase({ driver: 'pglite' });
  cleanUps.push(() => database.close());
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return { database, migrateWith: (folder) => migratePglite(drizzlePglite(client), { migrationsFolder: folder }) };
}

describe('calendar feeds made before their secrets were hashed', () => {
  it('keep their addresses: the migration hashes each secret in place, and the feed opens as before', async () => {
    const { database, migrateWith } = await newDatabase();
    await migrateWith(migrationsUpTo('0017_chapters'));
    const client = (
      database.db as unknown as { $client: { query(text: string, params?: unknown[]): Promise<unknown> } }
    ).$client;
    const query = async (text: string, params: unknown[] = []) =>
      ((await client.query(text, params)) as { rows: Record<string, string>[] }).rows;

    // A member with a feed and a seat at an event, stored as the previous version stored them.
    const [member] = await query(
      `insert into users (email, password_hash, full_name, college_name, programme, year_of_passing, enrollment_number, phone)
       values ('feed@example.org', 'x', 'Feed Holder', 'C', 'P', 2001, 'FEED/1', '9999999998') returning id`,
    );
    const [event] = await query(
      `insert into events (created_by, title, description, date, time, location, category, contact_email, link_to_join)
       values ($1, 'Reunion before the upgrade', 'D', $2, '18:00', 'Kolkata', 'Reunion', 'feed@example.org', 'https://example.org')
       returning id`,
      [member?.id, daysFromToday(7)],
    );
    await query(`insert into event_registrations (event_id, user_id, status) values ($1, $2, 'going')`, [
      event?.id,
      member?.id,
    ]);
    const secret = randomBytes(32).toString('base64url');
    await query('insert into calendar_feeds (user_id, token) values ($1, $2)', [member?.id, secret]);

    await database.migrate();

    const stored = await query('select token_hash from calendar_feeds');
    expect(stored).toEqual([{ token_hash: createHash('sha256').update(secret).digest('hex') }]);

    const config = testConfig();
    cleanUps.push(async () => rmSync(config.dataDir, { recursive: true, force: true }));
    const app = await buildApp({ config, database, institution: loadInstitution(config.institutionConfigPath) });
    cleanUps.push(() => app.close());
    const feedOf = (token: string) => urlFor(endpoints.events.privateCalendar, { file: `${token}.ics` });
    const feed = await app.inject({ method: 'GET', url: feedOf(secret) });
    expect(feed.statusCode, feed.body).toBe(200);
    const events = new ICAL.Component(ICAL.parse(feed.body)).getAllSubcomponents('vevent');
    expect(events.map((entry) => entry.getFirstPropertyValue('summary'))).toEqual(['Reunion before the upgrade']);
    const stranger = randomBytes(32).toString('base64url');
    expect((await app.inject({ method: 'GET', url: feedOf(stranger) })).statusCode).toBe(404);
  });
});
