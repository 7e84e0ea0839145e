import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type NOTIFICATION_KINDS, notifications, users } from '../../db/schema.js';

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

/** The member's notices, newest first, after the keyset `before` (createdAt, id). */
export async function listNotifications(
  db: Database,
  userId: string,
  page: { limit: number; before: readonly [string, string] | null },
) {
  return db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        page.before
          ? sql`(${notifications.createdAt}, ${notifications.id}) < (${page.before[0]}::timestamptz, ${page.before[1]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
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
