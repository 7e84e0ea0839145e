import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { contactMessages, events, jobs, reports, stories, users } from '../../db/schema.js';

export async function findAccount(db: Database, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

export async function updatePasswordHash(db: Database, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

/** Everything a user has written, for their data export. */
export async function findAuthoredContent(db: Database, userId: string) {
  const [ownStories, ownEvents, ownJobs, ownReports, ownContactMessages] = await Promise.all([
    db.select().from(stories).where(eq(stories.authorId, userId)).orderBy(desc(stories.createdAt)),
    db.select().from(events).where(eq(events.createdBy, userId)).orderBy(desc(events.date)),
    db.select().from(jobs).where(eq(jobs.postedBy, userId)).orderBy(desc(jobs.createdAt)),
    db.select().from(reports).where(eq(reports.reporterId, userId)).orderBy(desc(reports.createdAt)),
    db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.senderId, userId))
      .orderBy(desc(contactMessages.createdAt)),
  ]);
  return {
    stories: ownStories,
    events: ownEvents,
    jobs: ownJobs,
    reports: ownReports,
    contactMessages: ownContactMessages,
  };
}

/** Stories, events, jobs, reports, contact messages and sessions go with the account (foreign keys cascade). */
export async function deleteUser(db: Database, userId: string) {
  await db.delete(users).where(eq(users.id, userId));
}
