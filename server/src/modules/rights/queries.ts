import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.js';
import { type CursorKey, keyset } from '../../db/pagination.js';
import { nominees, privacyRequests, users } from '../../db/schema.js';

export type PrivacyRequestRow = typeof privacyRequests.$inferSelect;
export type NomineeRow = typeof nominees.$inferSelect;

export async function insertRequest(db: Database, values: typeof privacyRequests.$inferInsert) {
  const [row] = await db.insert(privacyRequests).values(values).returning();
  if (!row) throw new Error('request insert returned no row');
  return row;
}

/** Requests, newest first. */
export const requestOrder = keyset('desc', [privacyRequests.createdAt, 'timestamp'], [privacyRequests.id, 'uuid']);

type RequestPage = { limit: number; after: CursorKey<['timestamp', 'uuid']> | null };

/** A page of the member's own requests (all of them without `page`: the export). */
export async function listByMember(db: Database, userId: string, page?: RequestPage) {
  const query = db
    .select()
    .from(privacyRequests)
    .where(and(eq(privacyRequests.userId, userId), requestOrder.after(page?.after ?? null)))
    .orderBy(...requestOrder.orderBy);
  return page ? await query.limit(page.limit + 1) : await query;
}

const queueColumns = {
  request: privacyRequests,
  member: { id: users.id, fullName: users.fullName, email: users.email },
};

/** The admins' queue, newest first, open or answered ones only when asked. */
export function listQueue(db: Database, filter: { state?: 'open' | 'answered' | undefined }, page: RequestPage) {
  const state =
    filter.state === 'open'
      ? sql`${privacyRequests.answeredAt} is null`
      : filter.state === 'answered'
        ? sql`${privacyRequests.answeredAt} is not null`
        : undefined;
  return db
    .select(queueColumns)
    .from(privacyRequests)
    .innerJoin(users, eq(users.id, privacyRequests.userId))
    .where(and(state, requestOrder.after(page.after)))
    .orderBy(...requestOrder.orderBy)
    .limit(page.limit + 1);
}

export async function findQueueRow(db: Database, id: string) {
  const [row] = await db
    .select(queueColumns)
    .from(privacyRequests)
    .innerJoin(users, eq(users.id, privacyRequests.userId))
    .where(eq(privacyRequests.id, id))
    .limit(1);
  return row ?? null;
}

export type QueueRow = NonNullable<Awaited<ReturnType<typeof findQueueRow>>>;

/** Answers a request once: null when it was answered already (two admins at once: one wins). */
export async function saveAnswer(db: Database, id: string, answer: { text: string; adminId: string }) {
  const [row] = await db
    .update(privacyRequests)
    .set({
      answer: answer.text,
      answeredAt: sql`now()`,
      answeredByName: sql`coalesce((select ${users.fullName} from ${users} where ${users.id} = ${answer.adminId}), 'an admin')`,
    })
    .where(and(eq(privacyRequests.id, id), sql`${privacyRequests.answeredAt} is null`))
    .returning();
  return row ?? null;
}

export async function findNominee(db: Database, userId: string): Promise<NomineeRow | null> {
  const [row] = await db.select().from(nominees).where(eq(nominees.userId, userId)).limit(1);
  return row ?? null;
}

export async function upsertNominee(
  db: Database,
  userId: string,
  values: { name: string; email: string; relationship: string | null },
) {
  const [row] = await db
    .insert(nominees)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: nominees.userId, set: { ...values, updatedAt: sql`now()` } })
    .returning();
  if (!row) throw new Error('nominee upsert returned no row');
  return row;
}

export async function deleteNominee(db: Database, userId: string): Promise<boolean> {
  const rows = await db.delete(nominees).where(eq(nominees.userId, userId)).returning({ userId: nominees.userId });
  return rows.length > 0;
}

/** What the privacy summary says the account and profile hold. */
export async function findHolder(db: Database, userId: string) {
  const [row] = await db
    .select({
      fullName: users.fullName,
      email: users.email,
      phone: users.phone,
      createdAt: users.createdAt,
      language: users.language,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      enrollmentNumber: users.enrollmentNumber,
      programme: users.programme,
      collegeName: users.collegeName,
      yearOfPassing: users.yearOfPassing,
      verificationStatus: users.verificationStatus,
      verifiedAt: users.verifiedAt,
      address: users.address,
      dob: users.dob,
      cityId: users.cityId,
      profilePicture: users.profilePicture,
      gender: users.gender,
      branch: users.branch,
      cgpa: users.cgpa,
      currentJobTitle: users.currentJobTitle,
      companyName: users.companyName,
      experience: users.experience,
      skills: users.skills,
      hobbies: users.hobbies,
      linkedinProfile: users.linkedinProfile,
      mentorshipInterest: users.mentorshipInterest,
      emailVisibility: users.emailVisibility,
      phoneVisibility: users.phoneVisibility,
      addressVisibility: users.addressVisibility,
      dobVisibility: users.dobVisibility,
      cityVisibility: users.cityVisibility,
      attendanceVisibility: users.attendanceVisibility,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
export type HolderRow = NonNullable<Awaited<ReturnType<typeof findHolder>>>;

/** How many rows of a content type's table name the member in `column` (what they posted or sent). */
export function countRowsOf(db: Database, table: PgTable, column: AnyPgColumn, userId: string): Promise<number> {
  return db.$count(table, eq(column, userId));
}
