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

/** Every other unused link of this kind of the account stops working (a new password was set). */
export async function useAllTokens(db: Database, userId: string, purpose: TokenPurpose) {
  await db
    .update(mailTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(mailTokens.userId, userId), eq(mailTokens.purpose, purpose), isNull(mailTokens.usedAt)));
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
