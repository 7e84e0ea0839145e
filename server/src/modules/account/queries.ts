import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { blocks, messages, reports, users } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { type ContentType, isExported } from '../content.js';

export async function findAccount(db: Database, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row ?? null;
}

export async function updatePasswordHash(db: Database, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

/**
 * Everything a user has written or been sent, for their data export: each content type's part
 * (each module's `content.ts`: what they posted, both sides of their conversations, the mentoring
 * requests they made or were sent, …), their reports and whom they blocked, and the names of the
 * other people all that names.
 */
export async function findAuthoredContent(db: Database, userId: string, contentTypes: readonly ContentType[]) {
  const exported = contentTypes.filter(isExported);
  const [parts, ownReports, ownBlocks] = await Promise.all([
    Promise.all(exported.map(async (content) => ({ content, ...(await content.export.load(db, userId)) }))),
    db.select().from(reports).where(eq(reports.reporterId, userId)).orderBy(desc(reports.createdAt)),
    db
      .select({ blockedId: blocks.blockedId, fullName: users.fullName, createdAt: blocks.createdAt })
      .from(blocks)
      .innerJoin(users, eq(users.id, blocks.blockedId))
      .where(eq(blocks.blockerId, userId))
      .orderBy(desc(blocks.createdAt)),
  ]);
  const otherIds = new Set(parts.flatMap((part) => part.people ?? []).filter((id) => id !== null));
  otherIds.delete(userId);
  const others =
    otherIds.size === 0
      ? []
      : await db
          .select({ id: users.id, fullName: users.fullName })
          .from(users)
          .where(inArray(users.id, [...otherIds]));
  return {
    parts,
    reports: ownReports,
    names: new Map(others.map((other) => [other.id, other.fullName])),
    blocks: ownBlocks,
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
