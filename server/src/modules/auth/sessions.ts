import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import type { Session } from '../../lib/session.js';

export type { Session };

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

/**
 * The live session whose token hashes to `tokenHash` (the caller hashes it: the hash keys its
 * cache). A suspended account's sessions are deleted when it is suspended; the join refuses any
 * that slipped through.
 */
export async function findSessionByTokenHash(db: Database, tokenHash: string): Promise<Session | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: sessions.userId,
      expiresAt: sessions.expiresAt,
      role: users.role,
      verificationStatus: users.verificationStatus,
      activeToday: sql<boolean>`coalesce(${users.lastActiveOn} = current_date, false)`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date()), isNull(users.suspendedAt)))
    .limit(1);
  if (!row) return null;
  const { activeToday, ...session } = row;
  // The insights' "active in the last 90 days" (decision 0053): one write per member per day at most.
  if (!activeToday) {
    await db
      .update(users)
      .set({ lastActiveOn: sql`current_date` })
      .where(and(eq(users.id, row.userId), sql`${users.lastActiveOn} is distinct from current_date`));
  }
  return session;
}

/** Read from the database, never from memory: whether a session is still valid (as findSessionByTokenHash judges). */
export async function sessionIsStillValid(db: Database, sessionId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, new Date()), isNull(users.suspendedAt)))
    .limit(1);
  return row !== undefined;
}

/**
 * PostgreSQL channel on which ending sessions is announced, so every process closes what was
 * opened with them (live message streams) at once.
 */
export const SESSIONS_ENDED_CHANNEL = 'sessions_ended';

/**
 * Which sessions ended: one session (`sessionId`), every session of the user but one
 * (`exceptSessionId`), or, with neither, every session of the user.
 */
export interface SessionsEnded {
  userId: string;
  sessionId?: string;
  exceptSessionId?: string;
}

/** Whether a session is among those a notice says ended. */
export function isAmongEnded(ended: SessionsEnded, session: { userId: string; sessionId: string }): boolean {
  if (ended.userId !== session.userId) return false;
  if (ended.sessionId !== undefined) return ended.sessionId === session.sessionId;
  return ended.exceptSessionId !== session.sessionId;
}

/**
 * Deletes sessions and announces it in one transaction: PostgreSQL delivers the notice when the
 * deletion commits, and drops it if the deletion is rolled back. Every way of ending sessions
 * goes through here, so no caller can end a session and leave its streams open.
 */
function endSessions(db: Database, which: SQL | undefined, ended: SessionsEnded): Promise<void> {
  return inTransaction(db, async (tx) => {
    const deleted = await tx.delete(sessions).where(which).returning({ id: sessions.id });
    if (deleted.length === 0) return;
    await tx.execute(sql`select pg_notify(${SESSIONS_ENDED_CHANNEL}, ${JSON.stringify(ended)})`);
  });
}

/** Signing out: `userId` is the session's owner, so the notice reaches only their streams. */
export function deleteSession(db: Database, session: { userId: string; sessionId: string }): Promise<void> {
  return endSessions(db, and(eq(sessions.id, session.sessionId), eq(sessions.userId, session.userId)), session);
}

/** Expired sessions end without a notice: a stream closes itself when its session expires (realtime.ts). */
export async function deleteExpiredSessions(db: Database): Promise<void> {
  await db.delete(sessions).where(lte(sessions.expiresAt, new Date()));
}

export function deleteAllSessions(db: Database, userId: string): Promise<void> {
  return endSessions(db, eq(sessions.userId, userId), { userId });
}

/** Ends every session of a user but one (after a password change, the device that made it stays signed in). */
export function deleteOtherSessions(db: Database, userId: string, keepSessionId: string): Promise<void> {
  return endSessions(db, and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)), {
    userId,
    exceptSessionId: keepSessionId,
  });
}
