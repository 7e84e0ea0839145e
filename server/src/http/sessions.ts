import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lte, ne } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { sessions, users } from '../db/schema.js';

export interface Session {
  sessionId: string;
  userId: string;
  expiresAt: Date;
  role: 'alumnus' | 'admin';
  verificationStatus: 'pending' | 'verified' | 'rejected';
}

/** Admins are trusted by the association, so they pass every "verified alumni only" check. */
export function isVerified(session: Pick<Session, 'role' | 'verificationStatus'>): boolean {
  return session.role === 'admin' || session.verificationStatus === 'verified';
}

/** Tokens are 256 random bits, so a fast hash is enough to keep stored values useless to a thief. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function createSession(db: Database, userId: string, ttlMs: number) {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlMs);
  const [row] = await db
    .insert(sessions)
    .values({ userId, tokenHash: hashToken(token), expiresAt })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned no row');
  return { token, sessionId: row.id, expiresAt };
}

/** A suspended account's sessions are deleted when it is suspended; the join refuses any that slipped through. */
export function findSessionByToken(db: Database, token: string): Promise<Session | null> {
  return findSessionByTokenHash(db, hashToken(token));
}

/** As findSessionByToken, for a caller that has already hashed the token (to key its cache). */
export async function findSessionByTokenHash(db: Database, tokenHash: string): Promise<Session | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      role: users.role,
      verificationStatus: users.verificationStatus,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date()), isNull(users.suspendedAt)))
    .limit(1);
  return row ?? null;
}

export async function deleteSession(db: Database, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteExpiredSessions(db: Database): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expiresAt, new Date()));
}

export async function deleteAllSessions(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

/** Ends every session of a user but one (after a password change, the device that made it stays signed in). */
export async function deleteOtherSessions(db: Database, userId: string, keepSessionId: string): Promise<void> {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}
