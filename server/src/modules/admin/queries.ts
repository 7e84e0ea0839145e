import type { UserStanding } from '@alumni/contract';
import { and, eq, ilike, inArray, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { keyset } from '../../db/pagination.js';
import { auditLog, collegeCoordinators, graduateRoll, type UserRow, users } from '../../db/schema.js';
import { containsPattern } from '../../db/search.js';

const lowerName = sql<string>`lower(${users.fullName})`;

/** Accounts alphabetically (by lower-cased name, then id). */
export const userOrder = keyset('asc', [lowerName, 'text'], [users.id, 'uuid']);
/** The review queue: oldest sign-up first, so nobody waits longest. */
export const pendingOrder = keyset('asc', [users.createdAt, 'timestamp'], [users.id, 'uuid']);
/** The roll by enrolment number. */
export const rollOrder = keyset('asc', [graduateRoll.enrollmentNumber, 'text']);
/** The audit log, newest first. */
export const auditOrder = keyset('desc', [auditLog.createdAt, 'timestamp'], [auditLog.id, 'uuid']);

function standingCondition(standing: UserStanding | undefined): SQL | undefined {
  switch (standing) {
    case 'pending':
    case 'rejected':
      return and(eq(users.verificationStatus, standing), isNull(users.suspendedAt));
    case 'verified':
      return and(eq(users.verificationStatus, 'verified'), isNull(users.suspendedAt));
    case 'suspended':
      return isNotNull(users.suspendedAt);
    case 'admin':
      return eq(users.role, 'admin');
    default:
      return undefined;
  }
}

/** Alphabetical; `after` is the (lower-cased name, id) of the last row shown. */
export async function listUsers(
  db: Database,
  filter: { q?: string | undefined; standing?: UserStanding | undefined },
  page: { limit: number; after: readonly [string, string] | null },
) {
  const pattern = filter.q ? containsPattern(filter.q) : null;
  return db
    .select()
    .from(users)
    .where(
      and(
        standingCondition(filter.standing),
        pattern
          ? or(ilike(users.fullName, pattern), ilike(users.email, pattern), ilike(users.enrollmentNumber, pattern))
          : undefined,
        userOrder.after(page.after),
      ),
    )
    .orderBy(...userOrder.orderBy)
    .limit(page.limit + 1);
}

/** The review queue: pending sign-ups, oldest first, so nobody waits longest. */
/** The review queue; `colleges` narrows it to a coordinator's colleges (decision 0053). */
export async function listPendingUsers(
  db: Database,
  page: { limit: number; after: readonly [string, string] | null; colleges?: readonly string[] | undefined },
) {
  return db
    .select()
    .from(users)
    .where(
      and(
        eq(users.verificationStatus, 'pending'),
        isNull(users.suspendedAt),
        page.colleges ? inArray(users.collegeName, [...page.colleges]) : undefined,
        pendingOrder.after(page.after),
      ),
    )
    .orderBy(...pendingOrder.orderBy)
    .limit(page.limit + 1);
}

export async function findUser(db: Database, id: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** The admins, by address: what `npm run admin -- list` prints. */
export function listAdmins(db: Database) {
  return db
    .select({ email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.role, 'admin'))
    .orderBy(users.email);
}

/** Takes the admin role away (back to an alumnus). */
export async function demoteAdmin(db: Database, id: string): Promise<void> {
  await db.update(users).set({ role: 'alumnus' }).where(eq(users.id, id));
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row ?? null;
}

/**
 * Gives the account the admin role, unless it already has it or is suspended: the condition is
 * part of the update, so of two processes promoting one account at once only one writes.
 * Returns the updated row, or null when nothing changed.
 */
export async function promoteToAdmin(
  db: Database,
  id: string,
  verification: Partial<Pick<UserRow, 'verificationStatus' | 'verificationNote' | 'verifiedAt'>>,
): Promise<UserRow | null> {
  const [row] = await db
    .update(users)
    .set({ role: 'admin', ...verification, updatedAt: sql`now()` })
    .where(and(eq(users.id, id), ne(users.role, 'admin'), isNull(users.suspendedAt)))
    .returning();
  return row ?? null;
}

export async function updateUser(
  db: Database,
  id: string,
  changes: Partial<
    Pick<
      UserRow,
      'role' | 'verificationStatus' | 'verificationNote' | 'verifiedAt' | 'suspendedAt' | 'suspensionReason'
    >
  >,
) {
  const [row] = await db
    .update(users)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row ?? null;
}

/**
 * Adds new roll rows and updates changed ones; rows identical to what is stored are left alone.
 * Returns how many were added and how many updated.
 */
export async function upsertRollRows(
  db: Database,
  rows: { enrollmentNumber: string; fullName: string; programme: string; collegeName: string; yearOfPassing: number }[],
) {
  if (rows.length === 0) return { added: 0, updated: 0 };
  const written = await db
    .insert(graduateRoll)
    .values(rows)
    .onConflictDoUpdate({
      target: graduateRoll.enrollmentNumber,
      set: {
        fullName: sql`excluded.full_name`,
        programme: sql`excluded.programme`,
        collegeName: sql`excluded.college_name`,
        yearOfPassing: sql`excluded.year_of_passing`,
        updatedAt: sql`now()`,
      },
      setWhere: sql`(${graduateRoll.fullName}, ${graduateRoll.programme}, ${graduateRoll.collegeName}, ${graduateRoll.yearOfPassing})
        is distinct from (excluded.full_name, excluded.programme, excluded.college_name, excluded.year_of_passing)`,
    })
    // xmax is 0 on a freshly inserted row version and set on an updated one.
    .returning({ inserted: sql<boolean>`(xmax = 0)` });
  const added = written.filter((row) => row.inserted).length;
  return { added, updated: written.length - added };
}

/** Pending sign-ups whose enrollment number is on the roll, with that roll row. */
export async function findPendingWithRollEntry(db: Database) {
  return db
    .select({ user: users, entry: graduateRoll })
    .from(users)
    .innerJoin(graduateRoll, eq(graduateRoll.enrollmentNumber, users.enrollmentNumber))
    .where(and(eq(users.verificationStatus, 'pending'), isNull(users.suspendedAt)));
}

export async function listRoll(
  db: Database,
  filter: { q?: string | undefined },
  page: { limit: number; after: readonly [string] | null },
) {
  const pattern = filter.q ? containsPattern(filter.q) : null;
  return db
    .select()
    .from(graduateRoll)
    .where(
      and(
        pattern ? or(ilike(graduateRoll.enrollmentNumber, pattern), ilike(graduateRoll.fullName, pattern)) : undefined,
        rollOrder.after(page.after),
      ),
    )
    .orderBy(...rollOrder.orderBy)
    .limit(page.limit + 1);
}

/** Newest first; `after` is the (createdAt, id) of the last entry shown. */
export async function listAudit(db: Database, page: { limit: number; after: readonly [string, string] | null }) {
  return db
    .select()
    .from(auditLog)
    .where(auditOrder.after(page.after))
    .orderBy(...auditOrder.orderBy)
    .limit(page.limit + 1);
}

/** The colleges a member coordinates, in name order (none: not a coordinator). */
export async function coordinatedColleges(db: Database, userId: string): Promise<string[]> {
  const rows = await db
    .select({ college: collegeCoordinators.collegeName })
    .from(collegeCoordinators)
    .where(eq(collegeCoordinators.userId, userId))
    .orderBy(collegeCoordinators.collegeName);
  return rows.map((row) => row.college);
}

/** Replaces the colleges a member coordinates. */
export async function replaceCoordinatedColleges(db: Database, userId: string, colleges: readonly string[]) {
  await db.delete(collegeCoordinators).where(eq(collegeCoordinators.userId, userId));
  if (colleges.length > 0) {
    await db.insert(collegeCoordinators).values(colleges.map((collegeName) => ({ userId, collegeName })));
  }
}
