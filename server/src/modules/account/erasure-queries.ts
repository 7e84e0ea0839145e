import { asc, eq, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { accountErasures } from '../../db/schema.js';

/** Asks for the account's deletion at `dueAt`; asked again while waiting, the first date stands. */
export async function insertErasure(db: Database, userId: string, dueAt: Date) {
  const [row] = await db
    .insert(accountErasures)
    .values({ userId, dueAt })
    .onConflictDoUpdate({ target: accountErasures.userId, set: { dueAt: sql`${accountErasures.dueAt}` } })
    .returning();
  if (!row) throw new Error('erasure insert returned no row');
  return row;
}

/** Whether the account's deletion waits: one indexed read, the common answer being no. */
export async function hasErasure(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: accountErasures.userId })
    .from(accountErasures)
    .where(eq(accountErasures.userId, userId))
    .limit(1);
  return row !== undefined;
}

/** Cancels a waiting deletion; true when there was one. */
export async function deleteErasure(db: Database, userId: string): Promise<boolean> {
  const rows = await db
    .delete(accountErasures)
    .where(eq(accountErasures.userId, userId))
    .returning({ userId: accountErasures.userId });
  return rows.length > 0;
}

/**
 * Takes one due deletion for the caller's transaction: the row is locked (`skip locked`) and
 * removed, so processes running the job side by side each take another and none deletes an
 * account twice; a deletion that fails rolls back and the row is there again for the next turn.
 */
export async function claimDueErasure(tx: Database, now: Date) {
  const [due] = await tx
    .select()
    .from(accountErasures)
    .where(lte(accountErasures.dueAt, now))
    .orderBy(asc(accountErasures.dueAt))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!due) return null;
  await tx.delete(accountErasures).where(eq(accountErasures.userId, due.userId));
  return due;
}
