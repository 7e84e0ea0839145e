import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataFolder } from '../lib/data-folder-lock.js';
import { migrationsFolder } from '../paths.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** The one database type features use: the same drizzle API over PGlite or node-postgres. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
export type DatabaseDriver = 'pglite' | 'postgres';

/**
 * How busy the connections are. On PostgreSQL: the pool's connections (open, of which idle) and the
 * queries waiting for one. PGlite is one connection that runs one query or transaction at a time:
 * total is 1, idle is 0 while it runs one, waiting is the queue behind it.
 */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  poolUse(): PoolUse;
  /** Applies the committed SQL migrations (drizzle/), idempotently. */
  migrate(): Promise<void>;
  /** True when a trivial query answers. */
  ping(): Promise<boolean>;
  /**
   * Subscribes to a NOTIFY channel; resolves once the subscription is active. `onReconnect`
   * runs when a lost listening connection is back (notifications in between may be lost).
   */
  listen(channel: string, onPayload: (payload: string) => void, onReconnect?: () => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
  /**
   * Resolves once every notification on `channel` committed before this call has been handed to
   * its listener here (true), or false when that cannot be known (no listening connection, or no
   * answer within a second). With one process (PGlite) it is always true at once.
   */
  caughtUp(channel: string): Promise<boolean>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { driver: 'postgres'; url: string; poolSize?: number }
  /** dataDir undefined = in memory (tests). cacheMb: shared_buffers, PostgreSQL's default (128) when unset. */
  | { driver: 'pglite'; dataDir?: string; loadDataDir?: Blob; cacheMb?: number };

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.driver === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: target.poolSize ?? 10 });
    let ended = false;
    // An idle client that loses its server must not crash the process; the next query reports it.
    pool.on('error', () => {});
    const db = drizzlePg(pool, { schema }) as unknown as Database;
    /** Every listener of each channel here (tests may run several apps on one handle). */
    const listeners = new Map<string, Set<Listener>>();
    return {
      db,
      driver: 'postgres',
      poolUse: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      migrate: () => migrateTakingTurns(pool),
      ping: () => ping(db),
      async listen(channel, onPayload, onReconnect) {
        const listener = await listenPostgres(target.url, channel, onPayload, onReconnect);
        const ofChannel = listeners.get(channel) ?? new Set<Listener>();
        ofChannel.add(listener);
        listeners.set(channel, ofChannel);
        return async () => {
          ofChannel.delete(listener);
          await listener.stop();
        };
      },
      notify: (channel, payload) => notify(db, channel, payload),
      async caughtUp(channel) {
        const ofChannel = [...(listeners.get(channel) ?? [])];
        if (ofChannel.length === 0) return false;
        return (await Promise.all(ofChannel.map((listener) => listener.caughtUp()))).every(Boolean);
      },
      close: async () => {
        if (ended) return;
        ended = true;
        await pool.end();
      },
    };
  }
  if (target.dataDir) mkdirSync(target.dataDir, { recursive: true });
  // PGlite's files have one writer: a second process on the same folder would lose the writes of
  // one of the two (docs/decisions/0017). An in-memory database is this process's alone.
  const lock = target.dataDir ? await lockDataFolder(target.dataDir) : null;
  let client: PGlite;
  try {
    client = await PGlite.create({
      // Search's trigram indexes (decision 0048); PostgreSQL ships the extension, PGlite loads it here.
      extensions: { pg_trgm },
      ...(target.dataDir ? { dataDir: target.dataDir } : {}),
      ...(target.loadDataDir ? { loadDataDir: target.loadDataDir } : {}),
      ...(target.cacheMb
        ? { startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${target.cacheMb}MB`] }
        : {}),
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const turns = takeTurnsWithIo(client);
  const pgliteDb = drizzlePglite(client, { schema });
  const db = pgliteDb as unknown as Database;
  return {
    db,
    driver: 'pglite',
    poolUse: () => ({ total: 1, idle: turns.running ? 0 : 1, waiting: turns.waiting }),
    migrate: () => migratePglite(pgliteDb, { migrationsFolder }),
    ping: () => ping(db),
    async listen(channel, onPayload) {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    notify: (channel, payload) => notify(db, channel, payload),
    caughtUp: async () => true,
    close: async () => {
      try {
        if (!client.closed) await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/**
 * PGlite runs queries synchronously on the event loop, one at a time behind a lock. Under load the
 * next query started the moment the previous one finished, in the same microtask drain, so the
 * loop went hundreds of milliseconds without accepting a connection or reading a request: at 200
 * connections some requests waited more than 10 s before the server saw them. Holding the lock
 * one turn of the event loop longer after each query or transaction lets the waiting I/O in.
 * `_runExclusiveTransaction` is PGlite's private lock, which every query, exec and transaction
 * takes; the public `runExclusive` only runs one function under it, with no hook on every query.
 * So the version is pinned exactly (package.json) and db/client.test.ts fails when an upgrade
 * moves what this relies on (decision 0031).
 */
function takeTurnsWithIo(client: PGlite): { readonly running: boolean; readonly waiting: number } {
  const locked = client as unknown as { _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T> };
  const runExclusive = locked._runExclusiveTransaction.bind(client);
  const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
  // Every query, exec and transaction of PGlite passes here: the queue behind the lock, for metrics.
  const turns = { running: false, waiting: 0 };
  locked._runExclusiveTransaction = (work) => {
    turns.waiting += 1;
    return runExclusive(async () => {
      turns.waiting -= 1;
      turns.running = true;
      try {
        return await work();
      } finally {
        await nextTurn();
        turns.running = false;
      }
    });
  };
  return turns;
}

/**
 * Several servers started at once on one PostgreSQL (a fresh database, or an upgrade rolled out to
 * all of them) would each read "not applied" and run the same migration: all but one failed at
 * start with "relation already exists". A session-level advisory lock makes them take turns; the
 * ones after the first find everything applied. The lock goes with the connection if the process dies.
 */
async function migrateTakingTurns(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  let failure: unknown = null;
  try {
    await client.query(`select pg_advisory_lock(hashtext('alumni_portal.migrations'))`);
    try {
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query(`select pg_advisory_unlock(hashtext('alumni_portal.migrations'))`);
    }
  } catch (error) {
    failure = error;
    throw error;
  } finally {
    // A connection whose unlock failed may still hold the lock: it is closed, not reused.
    client.release(failure === null ? undefined : true);
  }
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

async function notify(db: Database, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

interface Listener {
  stop(): Promise<void>;
  caughtUp(): Promise<boolean>;
}

/** How long `caughtUp` waits for its round trip before answering "unknown". */
const CATCH_UP_WAIT_MS = 1_000;

/**
 * LISTEN needs one connection of its own that stays open. When it drops, it is re-opened after
 * a pause and `onReconnect` tells the caller that notifications may have been missed.
 *
 * `caughtUp` is one round trip on that connection, sent after the call: PostgreSQL signals a
 * listening backend when a notifying transaction commits, and an idle backend sends what it was
 * signalled before it runs the next command it reads, so the notifications come back ahead of the
 * round trip's answer and node-postgres hands them to `onPayload` first. Callers arriving while a
 * round trip is already under way share the next one (it may have been sent before their write
 * was heard of); those arriving before it is sent share it, so a crowd costs one round trip.
 */
async function listenPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onReconnect?: () => void,
): Promise<Listener> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const scheduleReconnect = () => {
    if (stopped || retry) return;
    retry = setTimeout(async () => {
      retry = undefined;
      try {
        await connect();
        onReconnect?.();
      } catch {
        scheduleReconnect();
      }
    }, 1_000);
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    const lost = () => {
      if (client !== next) return;
      client = null;
      next.end().catch(() => {});
      scheduleReconnect();
    };
    next.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    next.on('error', lost);
    next.on('end', lost);
    try {
      await next.connect();
      await next.query(`LISTEN ${quoteIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
  };

  await connect();

  let sent: Promise<boolean> | null = null;
  let next: Promise<boolean> | null = null;
  const roundTrip = (): Promise<boolean> => {
    const current = client;
    if (!current) return Promise.resolve(false);
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), CATCH_UP_WAIT_MS);
    });
    const answered = current.query('select 1').then(
      () => true,
      () => false,
    );
    const trip = Promise.race([answered, timeout]).finally(() => clearTimeout(timer));
    // The next round trip goes once this one is answered (or the connection gave up on it).
    sent = answered.finally(() => {
      sent = null;
    });
    return trip;
  };
  return {
    async stop() {
      stopped = true;
      clearTimeout(retry);
      const current = client;
      client = null;
      await current?.end().catch(() => {});
    },
    caughtUp() {
      if (next) return next;
      if (!sent) return roundTrip();
      const after = sent;
      next = after.then(() => {
        next = null;
        return roundTrip();
      });
      return next;
    },
  };
}
