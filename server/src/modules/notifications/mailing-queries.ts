import type { Audience } from '@alumni/contract';
import { and, count, eq, gt, gte, inArray, isNull, lte, max, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type ConsentRules, consentGiven } from '../../db/consent.js';
import { keyset } from '../../db/pagination.js';
import { mailings, users } from '../../db/schema.js';
import { PREFERENCE_COLUMN } from './queries.js';

export type MailingRow = typeof mailings.$inferSelect;
export type NewMailingRow = typeof mailings.$inferInsert;

/** A new mailing wakes the notice jobs (jobs.ts) at once, at its commit, instead of at their next turn. */
export const MAILING_STARTED_CHANNEL = 'mailing_started';

export async function announceMailingStarted(tx: Database) {
  await tx.execute(sql`select pg_notify(${MAILING_STARTED_CHANNEL}, '')`);
}

/**
 * Who gets a mailing: verified members in good standing who want this kind and consent to it under
 * the current notice (decision 0054), in the audience.
 */
function recipientsOf(mailing: Pick<MailingRow, 'kind' | 'audience'>, consent: ConsentRules): SQL | undefined {
  const audience = mailing.audience as Audience;
  const kind = mailing.kind === 'digest' ? 'digest' : 'announcements';
  return and(
    eq(users.verificationStatus, 'verified'),
    isNull(users.suspendedAt),
    eq(PREFERENCE_COLUMN[kind], true),
    consentGiven(sql`${users.id}`, kind, consent),
    audience.colleges?.length ? inArray(users.collegeName, audience.colleges) : undefined,
    audience.programmes?.length ? inArray(users.programme, audience.programmes) : undefined,
    audience.yearFrom === undefined ? undefined : gte(users.yearOfPassing, audience.yearFrom),
    audience.yearTo === undefined ? undefined : lte(users.yearOfPassing, audience.yearTo),
  );
}

export async function countRecipients(
  db: Database,
  mailing: Pick<MailingRow, 'kind' | 'audience'>,
  consent: ConsentRules,
) {
  const [result] = await db.select({ count: count() }).from(users).where(recipientsOf(mailing, consent));
  return result?.count ?? 0;
}

/** The next members of a mailing's audience, by id, after `afterUserId`. */
export function nextRecipients(db: Database, mailing: MailingRow, limit: number, consent: ConsentRules) {
  return db
    .select({ id: users.id, email: users.email, fullName: users.fullName })
    .from(users)
    .where(and(recipientsOf(mailing, consent), mailing.cursorUserId ? gt(users.id, mailing.cursorUserId) : undefined))
    .orderBy(users.id)
    .limit(limit);
}

/** When the last digest was started, if ever. */
export async function lastDigestAt(db: Database): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(mailings.createdAt) })
    .from(mailings)
    .where(eq(mailings.kind, 'digest'));
  return row?.at ?? null;
}

/** Writes a mailing; a digest for a week that has one already writes nothing (null). */
export async function insertMailing(db: Database, values: NewMailingRow): Promise<MailingRow | null> {
  const [row] = await db.insert(mailings).values(values).onConflictDoNothing({ target: mailings.week }).returning();
  return row ?? null;
}

export async function hasMailingForWeek(db: Database, week: string) {
  const [row] = await db.select({ id: mailings.id }).from(mailings).where(eq(mailings.week, week));
  return row !== undefined;
}

/** The oldest unfinished mailing no other transaction holds, locked for this one. */
export async function lockNextUnfinishedMailing(tx: Database) {
  const [row] = await tx
    .select()
    .from(mailings)
    .where(isNull(mailings.finishedAt))
    .orderBy(mailings.createdAt)
    .limit(1)
    .for('update', { skipLocked: true });
  return row ?? null;
}

export async function recordBatch(
  tx: Database,
  mailingId: string,
  batch: { queued: number; lastUserId: string | null; finished: boolean },
) {
  await tx
    .update(mailings)
    .set({
      queued: sql`${mailings.queued} + ${batch.queued}`,
      ...(batch.lastUserId ? { cursorUserId: batch.lastUserId } : {}),
      finishedAt: batch.finished ? sql`now()` : null,
    })
    .where(eq(mailings.id, mailingId));
}

/** Mailings newest first. */
export const mailingOrder = keyset('desc', [mailings.createdAt, 'timestamp'], [mailings.id, 'uuid']);

/** Mailings, newest first, after the keyset `before` (createdAt, id). */
export function listMailings(db: Database, page: { limit: number; before: readonly [string, string] | null }) {
  return db
    .select()
    .from(mailings)
    .where(mailingOrder.after(page.before))
    .orderBy(...mailingOrder.orderBy)
    .limit(page.limit + 1);
}
