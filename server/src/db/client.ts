import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The one database type features use: the same drizzle API over PGlite or node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** Applies the committed SQL migrations (drizzle/), idempotently. */
  migrate(): Promise<void>;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export type DatabaseTarget =
  | { driver: 'postgres'; url: string; poolSize?: number }
  /** dataDir undefined = in memory (tests). */
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    let ended = false;
    // An idle client that loses its server must not crash the process; the next query reports it.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    return {
      db,
      driver: 'postgres',
      migrate: () => migratePg(drizzlePg(pool, { schema }), { migrationsFolder }),
      ping: () => ping(db),
      close: async () => {
        if (ended) return;
        ended = true;
        await pool.end();
      },
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  const client = await PGlite.create({
    ...(target.dataDir ? { dataDir: target.dataDir } : {}),
    ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
  });
  const pgliteDb = drizzlePglite(client, { schema });
  const db = pgliteDb as unknown as Database;
  return {
    db,
    driver: 'pglite',
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    ping: () => ping(db),
    close: async () => {
      if (!client.closed) await client.close();
    },
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
