import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { mailTokens, users } from '../../db/schema.js';

export type TokenPurpose = (typeof mailTokens.$inferSelect)['purpose'];

export async function insertToken(
  db: Database,
  values: { tokenHash: string; userId: string; purpose: TokenPurpose; email: string; validMs: number },
) {
  await db.insert(mailTokens).values({
    tokenHash: values.tokenHash,
    userId: values.userId,
    purpose: values.purpose,
    email: values.email,
    expiresAt: sql`now() + (${values.validMs} * interval '1 millisecond')`,
  });
}

/**
 * Uses a token, once: only the request whose update finds it unused and unexpired gets the row,
 * so two requests with the same link cannot both succeed.
 */
export async function useToken(db: Database, tokenHash: string, purpose: TokenPurpose) {
  const [row] = await db
    .update(mailTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(mailTokens.tokenHash, tokenHash),
        eq(mailTokens.purpose, purpose),
        isNull(mailTokens.usedAt),
        sql`${mailTokens.expiresAt} > now()`,
      ),
    )
    .returning();
  return row ?? null;
}

export type FoundToken = NonNullable<Awaited<ReturnType<typeof findToken>>>;

/** A token's state: unknown (null), used or expired, or neither (usable, until `useToken` takes it). */
export async function findToken(db: Database, tokenHash: string, purpose: TokenPurpose) {
  const [row] = await db
    .select({ usedAt: mailTokens.usedAt, expired: sql<boolean>`${mailTokens.expiresAt} <= now()` })
    .from(mailTokens)
    .where(and(eq(mailTokens.tokenHash, tokenHash), eq(mailTokens.purpose, purpose)));
  return row ?? null;
}

/**
 * Every link of the account (of one purpose, when given) not yet used stops working, as if expired
 * now: each then says, as an expired one does, how to ask for a new one.
 */
export async function expireOpenTokens(db: Database, userId: string, purpose?: TokenPurpose) {
  await db
    .update(mailTokens)
    .set({ expiresAt: sql`now()` })
    .where(
      and(
        eq(mailTokens.userId, userId),
        purpose ? eq(mailTokens.purpose, purpose) : undefined,
        isNull(mailTokens.usedAt),
        sql`${mailTokens.expiresAt} > now()`,
      ),
    );
}

/** A change of sign-in address waiting for confirmation is given up. */
export async function dropPendingEmail(db: Database, userId: string) {
  await db.update(users).set({ pendingEmail: null, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

export async function findUserById(db: Database, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      pendingEmail: users.pendingEmail,
      fullName: users.fullName,
      isEmailVerified: users.isEmailVerified,
      suspendedAt: users.suspendedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row ?? null;
}

export async function findUserBySignInEmail(db: Database, email: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, fullName: users.fullName, suspendedAt: users.suspendedAt })
    .from(users)
    .where(eq(users.email, email));
  return row ?? null;
}

export async function markEmailConfirmed(db: Database, userId: string) {
  await db.update(users).set({ isEmailVerified: true, updatedAt: sql`now()` }).where(eq(users.id, userId));
}

/** The confirmed new address becomes the sign-in address. */
export async function switchToPendingEmail(db: Database, userId: string, email: string) {
  await db
    .update(users)
    .set({ email, pendingEmail: null, isEmailVerified: true, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
}

export async function setPasswordHash(db: Database, userId: string, passwordHash: string) {
  await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, userId));
}
