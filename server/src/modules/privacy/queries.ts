import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { consentRecords, consents } from '../../db/schema.js';

export type ConsentRow = typeof consents.$inferSelect;
export type ConsentRecordRow = typeof consentRecords.$inferSelect;

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
