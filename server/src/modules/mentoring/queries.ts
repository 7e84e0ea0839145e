import { aliasedTable, and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type ConsentRules, consentGiven } from '../../db/consent.js';
import { keyset } from '../../db/pagination.js';
import { blocks, mentorshipRequests, users } from '../../db/schema.js';

/** What the rules need to know of a member who asks or is asked; open to mentoring only with their consent to being offered (decision 0054). */
export async function findMember(db: Database, id: string, consent: ConsentRules) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      verificationStatus: users.verificationStatus,
      suspendedAt: users.suspendedAt,
      mentorshipInterest: sql<boolean>`${users.mentorshipInterest} and ${consentGiven(sql`${users.id}`, 'mentoring', consent)}`,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

/** The name a mentor is told a request came from. */
export async function findFullName(db: Database, id: string): Promise<string | null> {
  const [row] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, id)).limit(1);
  return row?.fullName ?? null;
}

/** Who blocked whom between two members, in one query: either direction counts. */
export async function blocksBetween(db: Database, a: string, b: string) {
  return db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(
      or(and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)), and(eq(blocks.blockerId, b), eq(blocks.blockedId, a))),
    );
}

/** A new open request, or null when the pair already has one (the unique partial index decides). */
export async function insertOpenRequest(
  db: Database,
  values: { requesterId: string; mentorId: string; message: string },
) {
  const [row] = await db.insert(mentorshipRequests).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findRequest(db: Database, id: string) {
  const [row] = await db.select().from(mentorshipRequests).where(eq(mentorshipRequests.id, id)).limit(1);
  return row ?? null;
}

/** Answers an open request; null when it was answered already (whoever got there first wins). */
export async function answerRequest(db: Database, id: string, status: 'accepted' | 'declined') {
  const [row] = await db
    .update(mentorshipRequests)
    .set({ status, answeredAt: sql`now()` })
    .where(and(eq(mentorshipRequests.id, id), eq(mentorshipRequests.status, 'open')))
    .returning();
  return row ?? null;
}

const requester = aliasedTable(users, 'requester');
const mentor = aliasedTable(users, 'mentor');

/** Requests with the names and pictures of both people: only what the list shows. */
function listedRequests(db: Database) {
  return db
    .select({
      id: mentorshipRequests.id,
      requesterId: mentorshipRequests.requesterId,
      mentorId: mentorshipRequests.mentorId,
      message: mentorshipRequests.message,
      status: mentorshipRequests.status,
      createdAt: mentorshipRequests.createdAt,
      answeredAt: mentorshipRequests.answeredAt,
      requesterName: requester.fullName,
      requesterPicture: requester.profilePicture,
      mentorName: mentor.fullName,
      mentorPicture: mentor.profilePicture,
    })
    .from(mentorshipRequests)
    .innerJoin(requester, eq(requester.id, mentorshipRequests.requesterId))
    .innerJoin(mentor, eq(mentor.id, mentorshipRequests.mentorId));
}

export async function findListedRequest(db: Database, id: string) {
  const [row] = await listedRequests(db).where(eq(mentorshipRequests.id, id)).limit(1);
  return row ?? null;
}

/** Requests newest first. */
export const requestOrder = keyset(
  'desc',
  [mentorshipRequests.createdAt, 'timestamp'],
  [mentorshipRequests.id, 'uuid'],
);

/** One page of the member's requests, newest first: received, sent, or both. */
export async function listRequests(
  db: Database,
  userId: string,
  direction: 'received' | 'sent' | undefined,
  page: { limit: number; before: readonly [string, string] | null },
) {
  const mine: SQL | undefined =
    direction === 'received'
      ? eq(mentorshipRequests.mentorId, userId)
      : direction === 'sent'
        ? eq(mentorshipRequests.requesterId, userId)
        : or(eq(mentorshipRequests.mentorId, userId), eq(mentorshipRequests.requesterId, userId));
  return listedRequests(db)
    .where(and(mine, requestOrder.after(page.before)))
    .orderBy(...requestOrder.orderBy)
    .limit(page.limit + 1);
}
export type RequestListRow = Awaited<ReturnType<typeof listRequests>>[number];
