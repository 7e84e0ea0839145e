import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { keyset } from '../../db/pagination.js';
import { contactMessages, users } from '../../db/schema.js';

/** Messages newest first. */
export const contactOrder = keyset('desc', [contactMessages.createdAt, 'timestamp'], [contactMessages.id, 'uuid']);

export async function insertContactMessage(db: Database, values: typeof contactMessages.$inferInsert) {
  const [row] = await db.insert(contactMessages).values(values).returning();
  if (!row) throw new Error('contact message insert returned no row');
  return row;
}

export async function listBySender(
  db: Database,
  senderId: string,
  page: { limit: number; after: readonly [string, string] | null },
) {
  return db
    .select()
    .from(contactMessages)
    .where(and(eq(contactMessages.senderId, senderId), contactOrder.after(page.after)))
    .orderBy(...contactOrder.orderBy)
    .limit(page.limit + 1);
}

/** A message as the admins' inbox lists it: with its sender's account, if a member wrote. */
const inboxRows = (db: Database) =>
  db
    .select({ message: contactMessages, sender: { id: users.id, fullName: users.fullName, email: users.email } })
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.senderId));

/** The admins' inbox, newest first, optionally only handled or only unhandled messages. */
export async function listInbox(
  db: Database,
  filter: { handled?: boolean | undefined },
  page: { limit: number; after: readonly [string, string] | null },
) {
  return inboxRows(db)
    .where(
      and(
        filter.handled === undefined
          ? undefined
          : filter.handled
            ? isNotNull(contactMessages.handledAt)
            : isNull(contactMessages.handledAt),
        contactOrder.after(page.after),
      ),
    )
    .orderBy(...contactOrder.orderBy)
    .limit(page.limit + 1);
}

export type InboxRow = Awaited<ReturnType<typeof listInbox>>[number];

/** One message as the inbox lists it (none or one row). */
export async function listInboxRow(db: Database, id: string): Promise<InboxRow[]> {
  return inboxRows(db).where(eq(contactMessages.id, id)).limit(1);
}

export async function findContactMessage(db: Database, id: string) {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  return row ?? null;
}

/**
 * Keeps the admins' answer with the message and marks it handled (if it was not), unless it was
 * answered already: null then, so two admins answering at once cannot both send.
 */
export async function saveReply(db: Database, id: string, reply: { text: string; adminId: string }) {
  const now = new Date();
  const [row] = await db
    .update(contactMessages)
    .set({
      reply: reply.text,
      repliedAt: now,
      repliedBy: reply.adminId,
      repliedByName: sql`coalesce((select ${users.fullName} from ${users} where ${users.id} = ${reply.adminId}), '')`,
      handledAt: sql`coalesce(${contactMessages.handledAt}, ${now.toISOString()}::timestamptz)`,
      handledBy: sql`coalesce(${contactMessages.handledBy}, ${reply.adminId}::uuid)`,
    })
    .where(and(eq(contactMessages.id, id), isNull(contactMessages.repliedAt)))
    .returning();
  return row ?? null;
}

/** The sender's account name and address, when a member wrote. */
export async function findSender(db: Database, id: string) {
  const [row] = await db
    .select({ fullName: users.fullName, email: users.email })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}

export async function markHandled(db: Database, id: string, handledBy: string) {
  const [row] = await db
    .update(contactMessages)
    .set({ handledAt: new Date(), handledBy })
    .where(eq(contactMessages.id, id))
    .returning();
  return row ?? null;
}
