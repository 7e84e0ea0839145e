import { and, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { auditLog, users, verificationDocuments } from '../../db/schema.js';

/** What a member's own verification page needs of their row. */
export async function findIdentity(db: Database, userId: string) {
  const [row] = await db
    .select({
      verificationStatus: users.verificationStatus,
      verificationNote: users.verificationNote,
      enrollmentNumber: users.enrollmentNumber,
      fullName: users.fullName,
      programme: users.programme,
      collegeName: users.collegeName,
      yearOfPassing: users.yearOfPassing,
      createdAt: users.createdAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/**
 * The median time, in hours, from sign-up to an admin's decision (approve or reject) over the
 * decisions since `since`; null when there were none.
 */
export async function medianReviewHours(db: Database, since: Date): Promise<number | null> {
  const [row] = await db
    .select({
      hours: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from (${auditLog.createdAt} - ${users.createdAt})) / 3600)`,
    })
    .from(auditLog)
    .innerJoin(users, sql`${users.id}::text = ${auditLog.targetId}`)
    .where(
      and(
        inArray(auditLog.action, ['user.approve', 'user.reject']),
        eq(auditLog.targetType, 'user'),
        gte(auditLog.createdAt, since),
      ),
    );
  return row?.hours === null || row?.hours === undefined ? null : Number(row.hours);
}

export async function findDocumentInfo(db: Database, userId: string) {
  const [row] = await db
    .select({ createdAt: verificationDocuments.createdAt })
    .from(verificationDocuments)
    .where(eq(verificationDocuments.userId, userId));
  return row ?? null;
}

/** A member's document; with `colleges`, only if the member is of one of them (a coordinator's, decision 0053). */
export async function findDocumentBytes(db: Database, userId: string, colleges?: readonly string[]) {
  const [row] = await db
    .select({ bytes: verificationDocuments.bytes })
    .from(verificationDocuments)
    .innerJoin(users, eq(users.id, verificationDocuments.userId))
    .where(
      and(eq(verificationDocuments.userId, userId), colleges ? inArray(users.collegeName, [...colleges]) : undefined),
    );
  return row?.bytes ?? null;
}

/** One document per member: a new one replaces the old. */
export async function saveDocument(
  db: Database,
  userId: string,
  document: { bytes: Buffer; width: number; height: number },
) {
  await db
    .insert(verificationDocuments)
    .values({ userId, ...document })
    .onConflictDoUpdate({
      target: verificationDocuments.userId,
      set: { ...document, createdAt: sql`now()` },
    });
}

export async function deleteDocument(db: Database, userId: string): Promise<boolean> {
  const deleted = await db
    .delete(verificationDocuments)
    .where(eq(verificationDocuments.userId, userId))
    .returning({ userId: verificationDocuments.userId });
  return deleted.length > 0;
}

/** Which of these members attached a document (for the review queue). */
export async function listWithDocuments(db: Database, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ userId: verificationDocuments.userId })
    .from(verificationDocuments)
    .where(inArray(verificationDocuments.userId, userIds));
  return new Set(rows.map((row) => row.userId));
}
