import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type CursorKey, keyset } from '../../db/pagination.js';
import { consentRecords, consents, personalDataReads } from '../../db/schema.js';

export type ConsentRow = typeof consents.$inferSelect;
export type ConsentRecordRow = typeof consentRecords.$inferSelect;
export type PersonalDataReadRow = typeof personalDataReads.$inferSelect;

/** The member's current answer to each purpose they answered. */
export function findConsents(db: Database, userId: string): Promise<ConsentRow[]> {
  return db.select().from(consents).where(eq(consents.userId, userId));
}

/** Every grant and withdrawal of the member, oldest first. */
export function findConsentRecord(db: Database, userId: string): Promise<ConsentRecordRow[]> {
  return db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.userId, userId))
    .orderBy(asc(consentRecords.createdAt), asc(consentRecords.id));
}

/** Admins' reads of a member's data, newest first. */
export const adminReadOrder = keyset(
  'desc',
  [personalDataReads.createdAt, 'timestamp'],
  [personalDataReads.id, 'uuid'],
);

/** A page of the admins' reads of the member's data (all of them without `page`: the export). */
export async function findAdminReads(
  db: Database,
  memberId: string,
  page?: { limit: number; after: CursorKey<['timestamp', 'uuid']> | null },
): Promise<PersonalDataReadRow[]> {
  const query = db
    .select()
    .from(personalDataReads)
    .where(and(eq(personalDataReads.memberId, memberId), adminReadOrder.after(page?.after ?? null)))
    .orderBy(...adminReadOrder.orderBy);
  return page ? await query.limit(page.limit + 1) : await query;
}

/** How many lines the admins' reads of a member's data have. */
export function countAdminReads(db: Database, memberId: string): Promise<number> {
  return db.$count(personalDataReads, eq(personalDataReads.memberId, memberId));
}
