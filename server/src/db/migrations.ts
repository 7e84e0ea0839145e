import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '../paths.js';
import type { Database } from './client.js';

export interface MigrationStatus {
  /** The last migration this version of the server ships (its file name without .sql). */
  latest: string;
  /** Migrations this version ships that the database has not had (`migrate()` applies them at start). */
  pending: string[];
  /** Migrations recorded in the database that this version does not ship: a newer version migrated it. */
  newerInDatabase: number;
}

interface Shipped {
  tag: string;
  /** drizzle-kit's timestamp of the migration, which drizzle's migrator records as `created_at`. */
  when: number;
}

let shipped: Shipped[] | null = null;

/** The migrations in drizzle/, in order, read once: they are part of this version, not of the database. */
function shippedMigrations(): Shipped[] {
  shipped ??= (
    JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as { entries: Shipped[] }
  ).entries.map(({ tag, when }) => ({ tag, when }));
  return shipped;
}

/**
 * What the database has of this version's migrations, by the rule drizzle's migrator applies them
 * (db/client.ts `migrate()`): a migration is applied when the latest `created_at` recorded in
 * drizzle.__drizzle_migrations is at least its timestamp. Throws when the database does not answer.
 */
export async function migrationStatus(db: Database): Promise<MigrationStatus> {
  const migrations = shippedMigrations();
  const latest = migrations.at(-1);
  if (!latest) throw new Error(`no migrations in ${migrationsFolder}`);
  const { rows: tables } = (await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  )) as unknown as { rows: { present: boolean }[] };
  let lastApplied = Number.NEGATIVE_INFINITY;
  let newerInDatabase = 0;
  if (tables[0]?.present) {
    const { rows } = (await db.execute(
      sql`select coalesce(max(created_at), 0)::text as last,
                 count(*) filter (where created_at > ${latest.when})::int as newer
            from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { last: string; newer: number }[] };
    lastApplied = Number(rows[0]?.last ?? 0);
    newerInDatabase = Number(rows[0]?.newer ?? 0);
  }
  return {
    latest: latest.tag,
    pending: migrations.filter((migration) => migration.when > lastApplied).map((migration) => migration.tag),
    newerInDatabase,
  };
}
