import { and, asc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { oidcSignIns, oidcTickets, userIdentities, users } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';

export type NewSignIn = typeof oidcSignIns.$inferInsert;
export type NewTicket = typeof oidcTickets.$inferInsert;

export async function insertSignIn(db: Database, values: NewSignIn) {
  await db.insert(oidcSignIns).values(values);
}

/**
 * Takes a pending sign-in by its state: the row is deleted as it is read, so of two callbacks
 * with the same state (a replay, or a double click) only one gets it, in every process.
 */
export async function takeSignIn(db: Database, stateHash: string) {
  const [row] = await db.delete(oidcSignIns).where(eq(oidcSignIns.stateHash, stateHash)).returning();
  return row ?? null;
}

export async function insertTicket(db: Database, values: NewTicket) {
  await db.insert(oidcTickets).values(values);
}

export async function findTicket(db: Database, ticketHash: string) {
  const [row] = await db
    .select()
    .from(oidcTickets)
    .where(and(eq(oidcTickets.ticketHash, ticketHash), sql`${oidcTickets.expiresAt} > now()`))
    .limit(1);
  return row ?? null;
}

/** Uses a ticket up: only the caller that deletes it may act on it. */
export async function takeTicket(db: Database, ticketHash: string) {
  const [row] = await db
    .delete(oidcTickets)
    .where(and(eq(oidcTickets.ticketHash, ticketHash), sql`${oidcTickets.expiresAt} > now()`))
    .returning();
  return row ?? null;
}

/** Sign-ins never finished and tickets never used. */
export async function deleteExpired(db: Database) {
  await db.delete(oidcSignIns).where(lte(oidcSignIns.expiresAt, new Date()));
  await db.delete(oidcTickets).where(lte(oidcTickets.expiresAt, new Date()));
}

export async function findIdentity(db: Database, provider: string, subject: string) {
  const [row] = await db
    .select()
    .from(userIdentities)
    .where(and(eq(userIdentities.provider, provider), eq(userIdentities.subject, subject)))
    .limit(1);
  return row ?? null;
}

export async function findIdentitiesOf(db: Database, userId: string) {
  return db
    .select()
    .from(userIdentities)
    .where(eq(userIdentities.userId, userId))
    .orderBy(asc(userIdentities.createdAt), asc(userIdentities.id));
}

export async function insertIdentity(
  db: Database,
  values: { userId: string; provider: string; subject: string; email: string | null },
) {
  await db.insert(userIdentities).values(values);
}

/**
 * Removes a linked identity unless it is the account's last way to sign in (no password, no
 * other identity). The account's row is locked first, so two removals at once are judged one
 * after the other and cannot both pass. Answers whether one was removed.
 */
export async function deleteIdentityUnlessLast(db: Database, userId: string, provider: string) {
  return inTransaction(db, async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const removed = await tx
      .delete(userIdentities)
      .where(
        and(
          eq(userIdentities.userId, userId),
          eq(userIdentities.provider, provider),
          sql`(exists (select 1 from ${users} where ${users.id} = ${userId} and ${users.passwordHash} is not null)
            or exists (select 1 from ${userIdentities} other where other.user_id = ${userId} and other.provider <> ${provider}))`,
        ),
      )
      .returning({ id: userIdentities.id });
    return removed.length > 0;
  });
}

export async function findUserForLinking(db: Database, email: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      isEmailVerified: users.isEmailVerified,
      suspendedAt: users.suspendedAt,
    })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  return row ?? null;
}

export async function findPasswordState(db: Database, userId: string) {
  const [row] = await db
    .select({ hasPassword: sql<boolean>`${users.passwordHash} is not null` })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}
