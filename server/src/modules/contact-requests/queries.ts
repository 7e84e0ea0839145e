import type { ContactRequestDirection, OnRequestField } from '@alumni/contract';
import { aliasedTable, and, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { keyset } from '../../db/pagination.js';
import { blocks, contactRequests, users } from '../../db/schema.js';

/** What the rules need to know of a member whose fields are asked for. */
export async function findOwner(db: Database, id: string) {
  const [row] = await db
    .select({
      id: users.id,
      role: users.role,
      verificationStatus: users.verificationStatus,
      suspendedAt: users.suspendedAt,
      email: users.email,
      phone: users.phone,
      address: users.address,
      emailVisibility: users.emailVisibility,
      phoneVisibility: users.phoneVisibility,
      addressVisibility: users.addressVisibility,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ?? null;
}
export type OwnerRow = NonNullable<Awaited<ReturnType<typeof findOwner>>>;

export async function findFullName(db: Database, id: string): Promise<string | null> {
  const [row] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, id)).limit(1);
  return row?.fullName ?? null;
}

/** Whether either member blocked the other. */
export async function blockedBetween(db: Database, a: string, b: string): Promise<boolean> {
  const rows = await db
    .select({ blockerId: blocks.blockerId })
    .from(blocks)
    .where(
      or(and(eq(blocks.blockerId, a), eq(blocks.blockedId, b)), and(eq(blocks.blockerId, b), eq(blocks.blockedId, a))),
    )
    .limit(1);
  return rows.length > 0;
}

/** New pending requests; a field that has an open (pending or approved) one already is skipped by the unique partial index. */
export async function insertPending(
  db: Database,
  values: { askerId: string; ownerId: string; fields: readonly OnRequestField[]; reason: string },
) {
  return db
    .insert(contactRequests)
    .values(
      values.fields.map((field) => ({
        askerId: values.askerId,
        ownerId: values.ownerId,
        field,
        reason: values.reason,
      })),
    )
    .onConflictDoNothing()
    .returning({ id: contactRequests.id });
}

/** The open requests of an asker to an owner for these fields. */
export async function findOpen(db: Database, askerId: string, ownerId: string, fields: readonly OnRequestField[]) {
  return listed(db).where(
    and(
      eq(contactRequests.askerId, askerId),
      eq(contactRequests.ownerId, ownerId),
      inArray(contactRequests.field, [...fields]),
      inArray(contactRequests.status, ['pending', 'approved']),
    ),
  );
}

export async function findRequest(db: Database, id: string) {
  const [row] = await db.select().from(contactRequests).where(eq(contactRequests.id, id)).limit(1);
  return row ?? null;
}

/** Answers a pending request; null when it was answered already (whoever got there first wins). */
export async function answer(db: Database, id: string, status: 'approved' | 'declined') {
  const [row] = await db
    .update(contactRequests)
    .set({ status, decidedAt: new Date() })
    .where(and(eq(contactRequests.id, id), eq(contactRequests.status, 'pending')))
    .returning({ id: contactRequests.id });
  return row ?? null;
}

/** Takes an approval back (or declines a pending request); null when it was neither. */
export async function revoke(db: Database, id: string, status: 'pending' | 'approved') {
  const now = new Date();
  const [row] = await db
    .update(contactRequests)
    .set(status === 'approved' ? { status: 'revoked', revokedAt: now } : { status: 'declined', decidedAt: now })
    .where(and(eq(contactRequests.id, id), eq(contactRequests.status, status)))
    .returning({ id: contactRequests.id });
  return row ?? null;
}

const asker = aliasedTable(users, 'asker');
const owner = aliasedTable(users, 'owner');

/** Requests with the names and pictures of both people: only what the lists show. */
function listed(db: Database) {
  return db
    .select({
      id: contactRequests.id,
      askerId: contactRequests.askerId,
      ownerId: contactRequests.ownerId,
      field: contactRequests.field,
      reason: contactRequests.reason,
      status: contactRequests.status,
      createdAt: contactRequests.createdAt,
      decidedAt: contactRequests.decidedAt,
      revokedAt: contactRequests.revokedAt,
      askerName: asker.fullName,
      askerPicture: asker.profilePicture,
      ownerName: owner.fullName,
      ownerPicture: owner.profilePicture,
    })
    .from(contactRequests)
    .innerJoin(asker, eq(asker.id, contactRequests.askerId))
    .innerJoin(owner, eq(owner.id, contactRequests.ownerId));
}
export type ListedRequestRow = Awaited<ReturnType<typeof findOpen>>[number];

export async function findListed(db: Database, id: string) {
  const [row] = await listed(db).where(eq(contactRequests.id, id)).limit(1);
  return row ?? null;
}

export async function findListedIn(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return listed(db).where(inArray(contactRequests.id, [...ids]));
}

/** Requests newest first. */
export const requestOrder = keyset('desc', [contactRequests.createdAt, 'timestamp'], [contactRequests.id, 'uuid']);

/** One page of the member's requests, newest first: incoming (to see their fields) or outgoing. */
export async function listRequests(
  db: Database,
  userId: string,
  direction: ContactRequestDirection,
  page: { limit: number; before: readonly [string, string] | null },
) {
  const mine = direction === 'incoming' ? eq(contactRequests.ownerId, userId) : eq(contactRequests.askerId, userId);
  return listed(db)
    .where(and(mine, requestOrder.after(page.before)))
    .orderBy(...requestOrder.orderBy)
    .limit(page.limit + 1);
}

/** Every request of the viewer to the owner, newest first: the latest of each field is its state. */
export async function requestsBetween(db: Database, askerId: string, ownerId: string) {
  return db
    .select({
      field: contactRequests.field,
      status: contactRequests.status,
      decidedAt: contactRequests.decidedAt,
    })
    .from(contactRequests)
    .where(and(eq(contactRequests.askerId, askerId), eq(contactRequests.ownerId, ownerId)))
    .orderBy(...requestOrder.orderBy);
}

/** The approvals an owner gave, standing or taken back, newest first, with the asker's name. */
export async function listApprovalsGiven(db: Database, ownerId: string) {
  return db
    .select({
      id: contactRequests.id,
      askerId: contactRequests.askerId,
      askerName: asker.fullName,
      field: contactRequests.field,
      status: contactRequests.status,
      decidedAt: contactRequests.decidedAt,
      revokedAt: contactRequests.revokedAt,
      createdAt: contactRequests.createdAt,
    })
    .from(contactRequests)
    .innerJoin(asker, eq(asker.id, contactRequests.askerId))
    .where(and(eq(contactRequests.ownerId, ownerId), inArray(contactRequests.status, ['approved', 'revoked'])))
    .orderBy(...requestOrder.orderBy);
}
export type ApprovalRow = Awaited<ReturnType<typeof listApprovalsGiven>>[number];

/**
 * Of these owners, those whose e-mail the asker sees by an approval standing now: approved, and
 * the owner still shows the e-mail on request.
 */
export async function findEmailsSharedWith(db: Database, askerId: string, ownerIds: readonly string[]) {
  if (ownerIds.length === 0) return [];
  return db
    .select({ ownerId: contactRequests.ownerId })
    .from(contactRequests)
    .innerJoin(owner, eq(owner.id, contactRequests.ownerId))
    .where(
      and(
        eq(contactRequests.askerId, askerId),
        inArray(contactRequests.ownerId, [...ownerIds]),
        eq(contactRequests.field, 'email'),
        eq(contactRequests.status, 'approved'),
        eq(owner.emailVisibility, 'on_request'),
      ),
    );
}
