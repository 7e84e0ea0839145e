import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  blocks,
  contactMessages,
  events,
  jobs,
  mentorshipRequests,
  messages,
  reports,
  stories,
  users,
} from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';

export async function findAccount(db: Database, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

export async function updatePasswordHash(db: Database, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

/**
 * Everything a user has written or been sent, for their data export: what they posted, their
 * reports and contact messages, both sides of their conversations (less what a moderator hid
 * from them; their own hidden messages are theirs), whom they blocked, and the mentoring
 * requests they made or were sent.
 */
export async function findAuthoredContent(db: Database, userId: string) {
  const [
    ownStories,
    ownEvents,
    ownJobs,
    ownReports,
    ownContactMessages,
    conversationMessages,
    ownBlocks,
    mentoringRequests,
  ] = await Promise.all([
    db.select().from(stories).where(eq(stories.authorId, userId)).orderBy(desc(stories.createdAt)),
    db.select().from(events).where(eq(events.createdBy, userId)).orderBy(desc(events.date)),
    db.select().from(jobs).where(eq(jobs.postedBy, userId)).orderBy(desc(jobs.createdAt)),
    db.select().from(reports).where(eq(reports.reporterId, userId)).orderBy(desc(reports.createdAt)),
    db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.senderId, userId))
      .orderBy(desc(contactMessages.createdAt)),
    db
      .select()
      .from(messages)
      .where(or(eq(messages.senderId, userId), and(eq(messages.recipientId, userId), isNull(messages.hiddenAt))))
      .orderBy(asc(messages.createdAt), asc(messages.id)),
    db
      .select({ blockedId: blocks.blockedId, fullName: users.fullName, createdAt: blocks.createdAt })
      .from(blocks)
      .innerJoin(users, eq(users.id, blocks.blockedId))
      .where(eq(blocks.blockerId, userId))
      .orderBy(desc(blocks.createdAt)),
    db
      .select()
      .from(mentorshipRequests)
      .where(or(eq(mentorshipRequests.requesterId, userId), eq(mentorshipRequests.mentorId, userId)))
      .orderBy(asc(mentorshipRequests.createdAt), asc(mentorshipRequests.id)),
  ]);
  const otherIds = new Set([
    ...conversationMessages.flatMap((message) => [message.senderId, message.recipientId]).filter((id) => id !== null),
    ...mentoringRequests.flatMap((request) => [request.requesterId, request.mentorId]),
  ]);
  otherIds.delete(userId);
  const others =
    otherIds.size === 0
      ? []
      : await db
          .select({ id: users.id, fullName: users.fullName })
          .from(users)
          .where(inArray(users.id, [...otherIds]));
  return {
    stories: ownStories,
    events: ownEvents,
    jobs: ownJobs,
    reports: ownReports,
    contactMessages: ownContactMessages,
    messages: conversationMessages,
    names: new Map(others.map((other) => [other.id, other.fullName])),
    blocks: ownBlocks,
    mentorshipRequests: mentoringRequests,
  };
}

/**
 * Stories, events, jobs, contact messages, blocks and sessions go with the account (foreign keys
 * cascade). Messages and reports stay for the other side: the account's side becomes null. A
 * message whose other side is already gone too has nobody left to read it, and is deleted.
 */
export async function deleteUser(db: Database, userId: string) {
  await inTransaction(db, async (tx) => {
    await tx.delete(users).where(eq(users.id, userId));
    await tx.delete(messages).where(and(isNull(messages.senderId), isNull(messages.recipientId)));
  });
}
