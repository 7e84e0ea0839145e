import { previewOf } from '@alumni/contract';
import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { keyset } from '../../db/pagination.js';
import { blocks, conversations, messages, users } from '../../db/schema.js';

export function pairOf(a: string, b: string) {
  return a < b ? { pairLow: a, pairHigh: b } : { pairLow: b, pairHigh: a };
}

export async function findPeople(db: Database, ids: string[]) {
  return db
    .select({
      id: users.id,
      fullName: users.fullName,
      profilePicture: users.profilePicture,
      role: users.role,
      verificationStatus: users.verificationStatus,
      suspendedAt: users.suspendedAt,
    })
    .from(users)
    .where(inArray(users.id, ids));
}

export async function isBlocked(db: Database, blockerId: string, blockedId: string) {
  const [row] = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)))
    .limit(1);
  return row !== undefined;
}

export async function insertBlock(db: Database, blockerId: string, blockedId: string) {
  await db.insert(blocks).values({ blockerId, blockedId }).onConflictDoNothing();
}

export async function deleteBlock(db: Database, blockerId: string, blockedId: string) {
  await db.delete(blocks).where(and(eq(blocks.blockerId, blockerId), eq(blocks.blockedId, blockedId)));
}

/**
 * Stores a message and updates both participants' inbox rows in one transaction: the sender's
 * row moves to the top, the recipient's also counts one more unread message.
 */
export async function insertMessage(
  db: Database,
  values: { senderId: string; recipientId: string; content: string; preview: string },
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(messages)
      .values({
        senderId: values.senderId,
        recipientId: values.recipientId,
        content: values.content,
        ...pairOf(values.senderId, values.recipientId),
      })
      .returning();
    if (!row) throw new Error('message insert returned no row');
    const last = { lastMessageAt: row.createdAt, lastMessagePreview: values.preview, lastSenderId: values.senderId };
    await tx
      .insert(conversations)
      .values({ userId: values.senderId, otherId: values.recipientId, ...last })
      .onConflictDoUpdate({ target: [conversations.userId, conversations.otherId], set: last });
    await tx
      .insert(conversations)
      .values({
        userId: values.recipientId,
        otherId: values.senderId,
        ...last,
        unreadCount: 1,
        unreadSince: row.createdAt,
      })
      .onConflictDoUpdate({
        target: [conversations.userId, conversations.otherId],
        set: {
          ...last,
          unreadCount: sql`${conversations.unreadCount} + 1`,
          // The unread-message notice counts from the first message not read yet (notifications/unread-messages.ts).
          unreadSince: sql`coalesce(${conversations.unreadSince}, ${row.createdAt.toISOString()}::timestamptz)`,
        },
      });
    return row;
  });
}

export async function findMessage(db: Database, id: string) {
  const [row] = await db
    .select()
    .from(messages)
    .where(and(eq(messages.id, id), isNull(messages.hiddenAt)))
    .limit(1);
  return row ?? null;
}

/** A conversation's messages newest first (a page back in time); a missed stream's oldest first. */
export const messagesNewestFirst = keyset('desc', [messages.createdAt, 'timestamp'], [messages.id, 'uuid']);
const messagesOldestFirst = keyset('asc', [messages.createdAt, 'timestamp'], [messages.id, 'uuid']);
/** The inbox: most recent conversation first. */
export const inboxOrder = keyset('desc', [conversations.lastMessageAt, 'timestamp'], [conversations.otherId, 'uuid']);

/** Newest first; `before` is the (createdAt, id) of the oldest message already shown. */
export async function listConversation(
  db: Database,
  a: string,
  b: string,
  page: { limit: number; before: readonly [string, string] | null },
) {
  const pair = pairOf(a, b);
  return db
    .select()
    .from(messages)
    .where(
      and(
        isNull(messages.hiddenAt),
        eq(messages.pairLow, pair.pairLow),
        eq(messages.pairHigh, pair.pairHigh),
        messagesNewestFirst.after(page.before),
      ),
    )
    .orderBy(...messagesNewestFirst.orderBy)
    .limit(page.limit + 1);
}

/** A user's messages, sent or received, after a given one (oldest first): what a reconnecting stream missed. */
export async function listMessagesAfter(
  db: Database,
  userId: string,
  after: { createdAt: Date; id: string },
  limit: number,
) {
  const afterKey = messagesOldestFirst.after([after.createdAt.toISOString(), after.id]);
  return db
    .select()
    .from(messages)
    .where(
      and(or(eq(messages.senderId, userId), eq(messages.recipientId, userId)), isNull(messages.hiddenAt), afterKey),
    )
    .orderBy(...messagesOldestFirst.orderBy)
    .limit(limit);
}

/** Whether the user has a conversation with `otherId` (whose account may since have been deleted). */
export async function hasConversation(db: Database, userId: string, otherId: string) {
  const [row] = await db
    .select({ otherId: conversations.otherId })
    .from(conversations)
    .where(and(eq(conversations.userId, userId), eq(conversations.otherId, otherId)))
    .limit(1);
  return row !== undefined;
}

/**
 * The inbox: conversations with people the user has not blocked, most recent first. The other
 * person's name and picture are null when their account was deleted.
 */
export async function listInbox(
  db: Database,
  userId: string,
  page: { limit: number; before: readonly [string, string] | null },
) {
  return db
    .select({
      otherId: conversations.otherId,
      fullName: users.fullName,
      profilePicture: users.profilePicture,
      lastMessageAt: conversations.lastMessageAt,
      lastMessagePreview: conversations.lastMessagePreview,
      lastSenderId: conversations.lastSenderId,
      unreadCount: conversations.unreadCount,
    })
    .from(conversations)
    .leftJoin(users, eq(users.id, conversations.otherId))
    .where(and(eq(conversations.userId, userId), notBlockedBy(userId), inboxOrder.after(page.before)))
    .orderBy(...inboxOrder.orderBy)
    .limit(page.limit + 1);
}

/** Leaves out conversations with people the user has blocked. */
function notBlockedBy(userId: string) {
  return sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${userId} and ${blocks.blockedId} = ${conversations.otherId})`;
}

export async function totalUnread(db: Database, userId: string) {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${conversations.unreadCount}), 0)::int` })
    .from(conversations)
    .where(and(eq(conversations.userId, userId), gt(conversations.unreadCount, 0), notBlockedBy(userId)));
  return row?.total ?? 0;
}

export async function markRead(db: Database, userId: string, otherId: string) {
  await db
    .update(conversations)
    .set({ unreadCount: 0, unreadSince: null, unreadNoticeSent: false })
    .where(and(eq(conversations.userId, userId), eq(conversations.otherId, otherId)));
}

export type InboxRow = Awaited<ReturnType<typeof listInbox>>[number];

/**
 * After a message is hidden or restored (moderation, through its content type), both inbox rows of its conversation show the newest
 * visible message again (or stay as they are when none is left).
 */
export async function refreshConversationPreview(db: Database, messageId: string) {
  const [message] = await db.select().from(messages).where(eq(messages.id, messageId)).limit(1);
  if (!message) return;
  const [latest] = await db
    .select()
    .from(messages)
    .where(
      and(eq(messages.pairLow, message.pairLow), eq(messages.pairHigh, message.pairHigh), isNull(messages.hiddenAt)),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  const preview = latest ? previewOf(latest.content) : 'Message removed by a moderator';
  // A deleted sender's side is null; the pair still names them (the one who is not the recipient).
  const senderOf = (row: typeof latest & {}) =>
    row.senderId ?? (row.recipientId === row.pairLow ? row.pairHigh : row.pairLow);
  await db
    .update(conversations)
    .set({ lastMessagePreview: preview, ...(latest ? { lastSenderId: senderOf(latest) } : {}) })
    .where(
      sql`(${conversations.userId}, ${conversations.otherId}) in ((${message.pairLow}::uuid, ${message.pairHigh}::uuid), (${message.pairHigh}::uuid, ${message.pairLow}::uuid))`,
    );
}
