import { and, eq, isNotNull, isNull } from 'drizzle-orm';
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

/** The admins' inbox, newest first, optionally only handled or only unhandled messages. */
export async function listInbox(
  db: Database,
  filter: { handled?: boolean | undefined },
  page: { limit: number; after: readonly [string, string] | null },
) {
  return db
    .select({ message: contactMessages, sender: { id: users.id, fullName: users.fullName, email: users.email } })
    .from(contactMessages)
    .leftJoin(users, eq(users.id, contactMessages.senderId))
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

export async function findContactMessage(db: Database, id: string) {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
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
