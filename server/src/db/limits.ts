import { eq, sql } from 'drizzle-orm';
import { AppError, type ServerMessage } from '../errors.js';
import type { Database } from './client.js';
import { authThrottle } from './schema.js';

/**
 * One limit: at most `max` counted events per `windowMs` for one key (a member, an address, an
 * IP). The window is fixed: it starts with the first event and restarts with the first event
 * after it has passed.
 */
export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

export interface Count {
  /** Events counted in the current window, this one included. */
  count: number;
  /** Seconds until the window restarts (at least 1). */
  retryAfterSeconds: number;
}

/**
 * Counts one event and returns the new count, in one statement: the row's lock orders parallel
 * requests, so N requests at once see the counts 1..N and no two see the same one. Every limit
 * is counted this way, before the work it guards, and in the database, so it holds across
 * server processes.
 */
export async function countEvent(db: Database, key: string, windowMs: number): Promise<Count> {
  const windowStart = sql`now() - (${windowMs} * interval '1 millisecond')`;
  const [row] = await db
    .insert(authThrottle)
    .values({ key, failures: 1 })
    .onConflictDoUpdate({
      target: authThrottle.key,
      set: {
        failures: sql`case when ${authThrottle.windowStartedAt} < ${windowStart} then 1 else ${authThrottle.failures} + 1 end`,
        windowStartedAt: sql`case when ${authThrottle.windowStartedAt} < ${windowStart} then now() else ${authThrottle.windowStartedAt} end`,
      },
    })
    .returning({
      count: authThrottle.failures,
      retryAfterMs: sql<number>`ceil(extract(epoch from (${authThrottle.windowStartedAt} + (${windowMs} * interval '1 millisecond') - now())) * 1000)::float8`,
    });
  if (!row) throw new Error('limit counter returned no row');
  return { count: row.count, retryAfterSeconds: Math.max(1, Math.ceil(Number(row.retryAfterMs) / 1000)) };
}

/**
 * Counts one event against `limit` and throws 429 (with Retry-After) when it goes past it; the
 * message is built from the seconds to wait. Call it before the work the limit guards.
 */
export async function takeFromLimit(
  db: Database,
  limit: Limit,
  message: (retryAfterSeconds: number) => ServerMessage,
): Promise<void> {
  const { count, retryAfterSeconds } = await countEvent(db, limit.key, limit.windowMs);
  if (count > limit.max) throw new AppError('RATE_LIMITED', message(retryAfterSeconds), { retryAfterSeconds });
}

/** Takes one counted event back (one that turned out not to count, such as a right password). */
export async function giveBack(db: Database, key: string): Promise<void> {
  await db
    .update(authThrottle)
    .set({ failures: sql`greatest(${authThrottle.failures} - 1, 0)` })
    .where(eq(authThrottle.key, key));
}

/** Forgets a key's count (a right password clears the account's failures). */
export async function clearCount(db: Database, key: string): Promise<void> {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
}

/** Whole minutes to wait (at least 1), for messages that say how long: the catalogue words the number. */
export function minutesToWait(retryAfterSeconds: number): number {
  return Math.ceil(retryAfterSeconds / 60);
}

/** Whole hours to wait (at least 1). */
export function hoursToWait(retryAfterSeconds: number): number {
  return Math.ceil(retryAfterSeconds / 3600);
}
