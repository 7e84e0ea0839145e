import { eq, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type NewUserRow, trustedDevices, users } from '../../db/schema.js';

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
    .select({
      id: users.id,
      email: users.email,
      enrollmentNumber: users.enrollmentNumber,
      phone: users.phone,
      role: users.role,
      verificationStatus: users.verificationStatus,
    })
    .from(users)
    .where(
      or(
        eq(users.email, values.email),
        eq(users.enrollmentNumber, values.enrollmentNumber),
        eq(users.phone, values.phone),
      ),
    );
}

export async function findUserById(db: Database, id: string) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

export async function insertUser(db: Database, values: NewUserRow) {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned no row');
  return row;
}

/**
 * An unverified account gives up an enrollment number that a graduate on the roll has claimed:
 * it keeps a marked copy (unique, so the index still holds) and waits for an admin's review.
 */
export async function releaseEnrollmentNumber(db: Database, userId: string, enrollmentNumber: string) {
  await db
    .update(users)
    .set({
      enrollmentNumber: sql`${enrollmentNumber} || '-DISPUTED-' || upper(substr(md5(${userId}::text || clock_timestamp()::text), 1, 6))`,
      verificationStatus: 'pending',
      verifiedAt: null,
      verificationNote: `A graduate who matches the graduate roll signed up with the enrollment number ${enrollmentNumber}, so it was taken from this account. An admin will review your details.`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, userId));
}

/** The account a trusted device's token belongs to, if any. */
export async function findTrustedDevice(db: Database, tokenHash: string) {
  const [row] = await db
    .update(trustedDevices)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(trustedDevices.tokenHash, tokenHash))
    .returning({ userId: trustedDevices.userId });
  return row ?? null;
}

/** Remembers a device, keeping each account's most recently used ones only. */
export async function insertTrustedDevice(db: Database, tokenHash: string, userId: string, keep: number) {
  await db.insert(trustedDevices).values({ tokenHash, userId });
  await db.execute(sql`
    delete from ${trustedDevices}
    where ${trustedDevices.userId} = ${userId}
      and ${trustedDevices.tokenHash} not in (
        select ${trustedDevices.tokenHash} from ${trustedDevices}
        where ${trustedDevices.userId} = ${userId}
        order by ${trustedDevices.lastUsedAt} desc
        limit ${keep}
      )`);
}
