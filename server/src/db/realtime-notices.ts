import { sql } from 'drizzle-orm';
import type { Database } from './client.js';

/** The PostgreSQL channel live events travel on to every server process (modules/messages/realtime-hub.ts delivers them). */
export const REALTIME_CHANNEL = 'alumni_realtime';

/** What travels through PostgreSQL: only ids, so a payload never nears NOTIFY's 8000-byte limit. */
export type RealtimeNotice = { userIds: string[]; event: string; id?: string; ref: string };

/**
 * Announces a live event. Inside a transaction, PostgreSQL holds the notification until the
 * commit and drops it on a rollback, so a stream never hears of a change that did not happen.
 */
export async function announceRealtime(db: Database, notice: RealtimeNotice): Promise<void> {
  await db.execute(sql`select pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify(notice)})`);
}
