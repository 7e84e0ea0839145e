import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { authThrottle, type NewUserRow, users } from '../../db/schema.js';

export async function findUserByEmail(db: Database, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

/** Which of the unique sign-up values are already taken. */
export async function findUsersHolding(
  db: Database,
  values: { email: string; enrollmentNumber: string; phone: string },
) {
  return db
    .select({ email: users.email, enrollmentNumber: users.enrollmentNumber, phone: users.phone })
    .from(users)
    .where(
      or(
        eq(users.email, values.email),
        eq(users.enrollmentNumber, values.enrollmentNumber),
        eq(users.phone, values.phone),
      ),
    );
}

export async function insertUser(db: Database, values: NewUserRow) {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned no row');
  return row;
}

export async function findThrottle(db: Database, keys: string[]) {
  if (keys.length === 0) return [];
  return db
    .select()
    .from(authThrottle)
    .where(
      sql`${authThrottle.key} in (${sql.join(
        keys.map((key) => sql`${key}`),
        sql`, `,
      )})`,
    );
}

/** Counts one failure per key, restarting the count when the window has passed. */
export async function recordFailures(db: Database, keys: string[], windowMs: number) {
  const windowStart = sql`now() - (${windowMs} * interval '1 millisecond')`;
  for (const key of keys) {
    await db
      .insert(authThrottle)
      .values({ key, failures: 1 })
      .onConflictDoUpdate({
        target: authThrottle.key,
        set: {
          failures: sql`case when ${authThrottle.windowStartedAt} < ${windowStart} then 1 else ${authThrottle.failures} + 1 end`,
          windowStartedAt: sql`case when ${authThrottle.windowStartedAt} < ${windowStart} then now() else ${authThrottle.windowStartedAt} end`,
        },
      });
  }
}

export async function clearFailures(db: Database, key: string) {
  await db.delete(authThrottle).where(eq(authThrottle.key, key));
}
