import { and, asc, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { oidcApps, oidcModels, users } from '../../db/schema.js';

export type OpenIdAppRow = typeof oidcApps.$inferSelect;

const notExpired = () => or(isNull(oidcModels.expiresAt), gt(oidcModels.expiresAt, sql`now()`));

// The provider's models (its adapter's storage).

export async function upsertModel(
  db: Database,
  row: {
    kind: string;
    id: string;
    payload: Record<string, unknown>;
    grantId: string | null;
    uid: string | null;
    accountId: string | null;
    clientId: string | null;
    expiresAt: Date | null;
  },
) {
  await db
    .insert(oidcModels)
    .values(row)
    .onConflictDoUpdate({
      target: [oidcModels.kind, oidcModels.id],
      set: {
        payload: row.payload,
        grantId: row.grantId,
        uid: row.uid,
        accountId: row.accountId,
        clientId: row.clientId,
        expiresAt: row.expiresAt,
      },
    });
}

export async function findModel(db: Database, kind: string, where: { id: string } | { uid: string }) {
  const [row] = await db
    .select({ payload: oidcModels.payload, consumedAt: oidcModels.consumedAt })
    .from(oidcModels)
    .where(
      and(
        eq(oidcModels.kind, kind),
        'id' in where ? eq(oidcModels.id, where.id) : eq(oidcModels.uid, where.uid),
        notExpired(),
      ),
    )
    .limit(1);
  return row;
}

export async function consumeModel(db: Database, kind: string, id: string) {
  await db
    .update(oidcModels)
    .set({ consumedAt: sql`now()` })
    .where(and(eq(oidcModels.kind, kind), eq(oidcModels.id, id)));
}

export async function destroyModel(db: Database, kind: string, id: string) {
  await db.delete(oidcModels).where(and(eq(oidcModels.kind, kind), eq(oidcModels.id, id)));
}

/**
 * The provider's rows it will never use again: past their expiry (sessions, interactions, codes,
 * tokens, grants), or of an account that is gone (the account id is plain text, no foreign key).
 * One statement, so processes sweeping side by side remove each row once.
 */
export async function deleteExpiredModels(db: Database): Promise<number> {
  const removed = await db
    .delete(oidcModels)
    .where(
      or(
        lte(oidcModels.expiresAt, sql`now()`),
        and(
          isNotNull(oidcModels.accountId),
          sql`not exists (select 1 from ${users} where ${users.id}::text = ${oidcModels.accountId})`,
        ),
      ),
    )
    .returning({ id: oidcModels.id });
  return removed.length;
}

/** Everything issued under one grant: its codes and tokens. */
export async function destroyByGrantId(db: Database, grantId: string) {
  await db.delete(oidcModels).where(eq(oidcModels.grantId, grantId));
}

/** A member's grant to one application, and everything issued under it. */
export async function destroyGrantsOf(db: Database, accountId: string, clientId: string) {
  const grants = await db
    .delete(oidcModels)
    .where(and(eq(oidcModels.kind, 'Grant'), eq(oidcModels.accountId, accountId), eq(oidcModels.clientId, clientId)))
    .returning({ id: oidcModels.id });
  for (const grant of grants) await destroyByGrantId(db, grant.id);
  return grants.length;
}

/** Every grant, code and token of an application (it was disabled). */
export async function destroyEverythingOfClient(db: Database, clientId: string) {
  const grants = await db
    .delete(oidcModels)
    .where(and(eq(oidcModels.kind, 'Grant'), eq(oidcModels.clientId, clientId)))
    .returning({ id: oidcModels.id });
  for (const grant of grants) await destroyByGrantId(db, grant.id);
  await db.delete(oidcModels).where(eq(oidcModels.clientId, clientId));
}

/** The member's live grant to an application, if any. */
export async function findGrantId(db: Database, accountId: string, clientId: string) {
  const [row] = await db
    .select({ id: oidcModels.id })
    .from(oidcModels)
    .where(
      and(
        eq(oidcModels.kind, 'Grant'),
        eq(oidcModels.accountId, accountId),
        eq(oidcModels.clientId, clientId),
        notExpired(),
      ),
    )
    .limit(1);
  return row?.id;
}

/** The applications a member allowed (live grants to enabled applications), by name. */
export async function listGrantsOf(db: Database, accountId: string) {
  return db
    .select({ grantId: oidcModels.id, clientId: oidcApps.clientId, name: oidcApps.name, payload: oidcModels.payload })
    .from(oidcModels)
    .innerJoin(oidcApps, eq(oidcApps.clientId, oidcModels.clientId))
    .where(
      and(eq(oidcModels.kind, 'Grant'), eq(oidcModels.accountId, accountId), notExpired(), isNull(oidcApps.disabledAt)),
    )
    .orderBy(asc(oidcApps.name), asc(oidcApps.clientId));
}

// Applications.

export async function listApps(db: Database) {
  return db.select().from(oidcApps).orderBy(asc(oidcApps.name), asc(oidcApps.id));
}

export async function findAppById(db: Database, id: string) {
  const [row] = await db.select().from(oidcApps).where(eq(oidcApps.id, id)).limit(1);
  return row;
}

export async function findAppByClientId(db: Database, clientId: string) {
  const [row] = await db.select().from(oidcApps).where(eq(oidcApps.clientId, clientId)).limit(1);
  return row;
}

export async function insertApp(db: Database, values: typeof oidcApps.$inferInsert) {
  const [row] = await db.insert(oidcApps).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function updateApp(db: Database, id: string, set: Partial<typeof oidcApps.$inferInsert>) {
  const [row] = await db.update(oidcApps).set(set).where(eq(oidcApps.id, id)).returning();
  return row;
}

// Members, as the provider hands them out.

export async function findMember(db: Database, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      isEmailVerified: users.isEmailVerified,
      fullName: users.fullName,
      profilePicture: users.profilePicture,
      collegeName: users.collegeName,
      programme: users.programme,
      yearOfPassing: users.yearOfPassing,
      verificationStatus: users.verificationStatus,
      suspendedAt: users.suspendedAt,
    })
    .from(users)
    .where(sql`${users.id}::text = ${id}`)
    .limit(1);
  return row;
}
