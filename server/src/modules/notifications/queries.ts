import { and, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { keyset } from '../../db/pagination.js';
import { blocks, conversations, messages, type NOTIFICATION_KINDS, notifications, users } from '../../db/schema.js';

export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];
export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotification(
  db: Database,
  values: { userId: string; kind: NotificationKind; data: Record<string, string | null> },
) {
  const [row] = await db.insert(notifications).values(values).returning();
  if (!row) throw new Error('notification insert returned no row');
  return row;
}

/** Notices newest first. */
export const noticeOrder = keyset('desc', [notifications.createdAt, 'timestamp'], [notifications.id, 'uuid']);

/** The member's notices, newest first, after the keyset `before` (createdAt, id). */
export async function listNotifications(
  db: Database,
  userId: string,
  page: { limit: number; before: readonly [string, string] | null },
) {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), noticeOrder.after(page.before)))
    .orderBy(...noticeOrder.orderBy)
    .limit(page.limit + 1);
}

export async function countUnread(db: Database, userId: string) {
  const [row] = await db
    .select({ unread: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.unread ?? 0;
}

/** Marks read the listed notices (all of them when `ids` is null), only among the member's own. */
export async function markRead(db: Database, userId: string, ids: string[] | null) {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/** Who a notice goes to, for its mail. */
export async function findRecipient(db: Database, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, userId));
  return row ?? null;
}

/** Each optional kind's switch on the account. */
export const PREFERENCE_COLUMN = {
  messageNotices: users.mailMessageNotices,
  digest: users.mailDigest,
  announcements: users.mailAnnouncements,
} as const;

const mailSettingsColumns = {
  messageNotices: users.mailMessageNotices,
  digest: users.mailDigest,
  announcements: users.mailAnnouncements,
};

export async function findMailSettings(db: Database, userId: string) {
  const [row] = await db.select(mailSettingsColumns).from(users).where(eq(users.id, userId));
  return row ?? null;
}

export async function updateMailSettings(
  db: Database,
  userId: string,
  settings: { messageNotices?: boolean | undefined; digest?: boolean | undefined; announcements?: boolean | undefined },
) {
  const [row] = await db
    .update(users)
    .set({
      ...(settings.messageNotices === undefined ? {} : { mailMessageNotices: settings.messageNotices }),
      ...(settings.digest === undefined ? {} : { mailDigest: settings.digest }),
      ...(settings.announcements === undefined ? {} : { mailAnnouncements: settings.announcements }),
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning(mailSettingsColumns);
  return row ?? null;
}

/**
 * Takes up to `limit` conversations with a message unread for `afterSeconds` and not told yet,
 * marking them told: the rows are locked with SKIP LOCKED, so concurrent callers never take one twice.
 */
export async function claimDueUnreadConversations(tx: Database, afterSeconds: number, limit: number) {
  const due = tx
    .select({ userId: conversations.userId, otherId: conversations.otherId })
    .from(conversations)
    .where(
      and(
        gt(conversations.unreadCount, 0),
        eq(conversations.unreadNoticeSent, false),
        lte(conversations.unreadSince, sql`now() - (${afterSeconds} * interval '1 second')`),
      ),
    )
    .orderBy(conversations.unreadSince)
    .limit(limit)
    .for('update', { skipLocked: true });
  return tx
    .update(conversations)
    .set({ unreadNoticeSent: true })
    .where(sql`(${conversations.userId}, ${conversations.otherId}) in (${due})`)
    .returning({ userId: conversations.userId, senderId: conversations.otherId });
}

/** The two people of an unread conversation, whether the member blocked the sender, and the sender's latest visible message. */
export async function findUnreadContext(tx: Database, userId: string, senderId: string) {
  const [people, [blocked], [latest]] = await Promise.all([
    tx
      .select({
        id: users.id,
        email: users.email,
        fullName: users.fullName,
        suspendedAt: users.suspendedAt,
        wantsMail: users.mailMessageNotices,
      })
      .from(users)
      .where(inArray(users.id, [userId, senderId])),
    tx
      .select({ blockerId: blocks.blockerId })
      .from(blocks)
      .where(and(eq(blocks.blockerId, userId), eq(blocks.blockedId, senderId))),
    tx
      .select({ content: messages.content })
      .from(messages)
      .where(and(eq(messages.senderId, senderId), eq(messages.recipientId, userId), isNull(messages.hiddenAt)))
      .orderBy(desc(messages.createdAt))
      .limit(1),
  ]);
  return {
    member: people.find((person) => person.id === userId) ?? null,
    sender: people.find((person) => person.id === senderId) ?? null,
    blocked: blocked !== undefined,
    latest: latest ?? null,
  };
}

/** The member's unsubscribe key, made now (from `fresh`) if they have none yet. */
export async function ensureUnsubscribeKey(db: Database, userId: string, fresh: string) {
  const [row] = await db
    .update(users)
    .set({ unsubscribeKey: sql`coalesce(${users.unsubscribeKey}, ${fresh})` })
    .where(eq(users.id, userId))
    .returning({ key: users.unsubscribeKey });
  return row?.key ?? null;
}

export async function findUnsubscribeKey(db: Database, userId: string) {
  const [row] = await db.select({ key: users.unsubscribeKey }).from(users).where(eq(users.id, userId));
  return row?.key ?? null;
}

/** Marks read the member's unread-message notices about `senderId`; returns how many. */
export async function markMessageNoticesRead(db: Database, userId: string, senderId: string) {
  const rows = await db
    .update(notifications)
    .set({ readAt: sql`now()` })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.kind, 'message.unread'),
        isNull(notifications.readAt),
        sql`${notifications.data}->>'senderId' = ${senderId}`,
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}
