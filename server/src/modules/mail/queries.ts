import { and, count, desc, eq, inArray, isNotNull, lte, min, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { mailOutbox } from '../../db/schema.js';

/**
 * Takes the next due mail for this worker: the row lock (SKIP LOCKED) keeps two workers off the
 * same row, and moving its due time `leaseMs` ahead keeps other workers off it while it is sent.
 * A worker that dies mid-send leaves the row to be taken again when the lease ends.
 */
export async function claimDueMail(db: Database, leaseMs: number) {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'queued'), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(mailOutbox.nextAttemptAt)
    .limit(1)
    .for('update', { skipLocked: true });
  const [row] = await db
    .update(mailOutbox)
    .set({
      nextAttemptAt: sql`now() + (${leaseMs} * interval '1 millisecond')`,
      attempts: sql`${mailOutbox.attempts} + 1`,
    })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return row ?? null;
}

export type ClaimedMail = NonNullable<Awaited<ReturnType<typeof claimDueMail>>>;

/** Sent: the data (and any secret link in it) is no longer needed. */
export async function markSent(db: Database, id: string, subject: string) {
  await db
    .update(mailOutbox)
    .set({ status: 'sent', subject, sentAt: sql`now()`, data: null, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** Failed for good: kept with its reason for the admins, without its data. */
export async function markFailed(db: Database, id: string, subject: string | null, reason: string) {
  await db
    .update(mailOutbox)
    .set({ status: 'failed', subject, lastError: reason, data: null })
    .where(eq(mailOutbox.id, id));
}

/**
 * Failed this time: tried again after `delayMs`, unless the mail is older than `giveUpAfterMs`,
 * when it fails for good (decided in the database, on its clock).
 */
export async function markForRetry(
  db: Database,
  id: string,
  subject: string | null,
  reason: string,
  delayMs: number,
  giveUpAfterMs: number,
) {
  const tooOld = sql`${mailOutbox.createdAt} <= now() - (${giveUpAfterMs} * interval '1 millisecond')`;
  const [row] = await db
    .update(mailOutbox)
    .set({
      subject,
      lastError: reason,
      status: sql`case when ${tooOld} then 'failed' else 'queued' end`,
      data: sql`case when ${tooOld} then null else ${mailOutbox.data} end`,
      nextAttemptAt: sql`now() + (${delayMs} * interval '1 millisecond')`,
    })
    .where(eq(mailOutbox.id, id))
    .returning({ status: mailOutbox.status });
  return row?.status ?? 'failed';
}

/** How many mails are in each state, and when the oldest waiting one was written. */
export async function countOutbox(db: Database) {
  const rows = await db
    .select({ status: mailOutbox.status, count: count(), oldest: min(mailOutbox.createdAt) })
    .from(mailOutbox)
    .groupBy(mailOutbox.status);
  const [retrying] = await db
    .select({ count: count() })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.status, 'queued'), isNotNull(mailOutbox.lastError)));
  return { rows, retrying: retrying?.count ?? 0 };
}

/** The latest mails that failed for good or are waiting to be tried again after a failure. */
export function findRecentFailures(db: Database, limit: number) {
  return db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      toAddress: mailOutbox.toAddress,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      createdAt: mailOutbox.createdAt,
      nextAttemptAt: mailOutbox.nextAttemptAt,
    })
    .from(mailOutbox)
    .where(or(eq(mailOutbox.status, 'failed'), and(eq(mailOutbox.status, 'queued'), isNotNull(mailOutbox.lastError))))
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(limit);
}
