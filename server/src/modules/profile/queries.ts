import { and, eq, ne, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type UserRow, users } from '../../db/schema.js';

export type ProfileChanges = Partial<
  Omit<
    UserRow,
    | 'id'
    | 'passwordHash'
    | 'searchVector'
    | 'createdAt'
    | 'updatedAt'
    | 'isEmailVerified'
    | 'isPhoneVerified'
    | 'role'
    | 'suspendedAt'
    | 'suspensionReason'
  >
>;

export async function findUser(db: Database, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** Other accounts already holding any of these unique values. */
export async function findOtherHolders(
  db: Database,
  userId: string,
  values: { email?: string; enrollmentNumber?: string; phone?: string },
) {
  const conditions = [
    values.email === undefined ? undefined : eq(users.email, values.email),
    values.enrollmentNumber === undefined ? undefined : eq(users.enrollmentNumber, values.enrollmentNumber),
    values.phone === undefined ? undefined : eq(users.phone, values.phone),
  ].filter((condition) => condition !== undefined);
  if (conditions.length === 0) return [];
  return db
    .select({ email: users.email, enrollmentNumber: users.enrollmentNumber, phone: users.phone })
    .from(users)
    .where(and(ne(users.id, userId), or(...conditions)));
}

export async function updateProfile(db: Database, userId: string, changes: ProfileChanges) {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return row ?? null;
}
