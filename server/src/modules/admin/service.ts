import {
  allProgrammes,
  currentYear,
  type Institution,
  type PageQuery,
  type RollImportResult,
  type UserStanding,
} from '@alumni/contract';
import { recordAudit } from '../../db/audit.js';
import type { Database } from '../../db/client.js';
import { findRollCandidates } from '../../db/graduate-roll.js';
import { isUuid, toPage } from '../../db/pagination.js';
import { recordPersonalDataReads } from '../../db/personal-data-reads.js';
import type { UserRow } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import { closestRollEntries, matchesRoll } from '../../lib/verification.js';
import { deleteAllSessions } from '../auth/sessions.js';
import type { EventService } from '../events/service.js';
import { sendNotice } from '../notifications/notices.js';
import { discardVerificationDocument, withVerificationDocuments } from '../verification/service.js';
import { presentAdminUser, presentAuditEntry, presentRollEntry } from './presenter.js';
import * as queries from './queries.js';
import { type ParsedRoll, parseRollCsv } from './roll-csv.js';

/**
 * Who works the review queue: an admin (every college) or a college coordinator (their colleges
 * only, decision 0053).
 */
export type Reviewer = { userId: string; role: 'admin' } | { userId: string; role: 'coordinator'; colleges: string[] };

/** A roll import's result, each rejected row's reason still a key and its parameters. */
export type KeyedRollImport = Omit<RollImportResult, 'rejected'> & { rejected: ParsedRoll['rejected'] };

/** Rows per INSERT when importing the roll: well under PostgreSQL's 65,535 bind parameters. */
const ROLL_BATCH = 2_000;

export function createAdminService({
  db,
  institution,
  events,
}: {
  db: Database;
  institution: Institution;
  /** Gives up a suspended member's seats, so those waiting move up. */
  events: Pick<EventService, 'releaseSuspendedMember'>;
}) {
  async function findUserOrThrow(tx: Database, id: string): Promise<UserRow> {
    const row = isUuid(id) ? await queries.findUser(tx, id) : null;
    if (!row) throw new AppError('NOT_FOUND', { key: 'admin.user_not_found' });
    return row;
  }

  const act = <T>(work: (tx: Database) => Promise<T>) => inTransaction(db, work);

  /** A coordinator acts only on sign-ups of their colleges waiting for review; an admin on anyone. */
  function requireReviewable(reviewer: Reviewer, user: UserRow) {
    if (reviewer.role === 'admin') return;
    if (!reviewer.colleges.includes(user.collegeName)) {
      throw new AppError('FORBIDDEN', { key: 'insights.not_your_college' });
    }
    if (user.verificationStatus !== 'pending' || user.suspendedAt) {
      throw new AppError('FORBIDDEN', { key: 'admin.coordinator_not_pending' });
    }
  }

  return {
    /** Accounts for the admin `readerId`; each member listed learns of it (decision 0057). */
    async listUsers(
      readerId: string,
      filter: { q?: string | undefined; standing?: UserStanding | undefined },
      page: PageQuery,
    ) {
      const after = queries.userOrder.decode(page.cursor);
      const rows = await queries.listUsers(db, filter, { limit: page.limit, after });
      const { items, nextCursor } = toPage(rows, page.limit, (row) => [row.fullName.toLowerCase(), row.id]);
      await recordPersonalDataReads(
        db,
        readerId,
        items.map((user) => user.id),
        'account',
      );
      return { items: items.map(presentAdminUser), nextCursor };
    },

    /** The signed-in member as a reviewer: an admin, or a coordinator of at least one college; 403 otherwise. */
    async reviewerOf(session: { userId: string; role: 'alumnus' | 'admin' }): Promise<Reviewer> {
      if (session.role === 'admin') return { userId: session.userId, role: 'admin' };
      const colleges = await queries.coordinatedColleges(db, session.userId);
      if (colleges.length === 0) throw new AppError('FORBIDDEN', { key: 'auth.admins_only' });
      return { userId: session.userId, role: 'coordinator', colleges };
    },

    /**
     * Refuses a coordinator anything about a member who is not theirs to review (another college's,
     * or no longer waiting): 403 before anything about the member is looked up. Admins pass.
     */
    async requireReviewableMember(reviewer: Reviewer, userId: string) {
      if (reviewer.role === 'admin') return;
      requireReviewable(reviewer, await findUserOrThrow(db, userId));
    },

    async coordination(session: { userId: string; role: 'alumnus' | 'admin' }) {
      return {
        admin: session.role === 'admin',
        colleges: session.role === 'admin' ? [] : await queries.coordinatedColleges(db, session.userId),
      };
    },

    /** Names a verified member coordinator of `colleges` (none: ends it), in the audit log. */
    setCoordinator: (adminId: string, userId: string, colleges: string[], reason: string) =>
      act(async (tx) => {
        const user = await findUserOrThrow(tx, userId);
        const chosen = [...new Set(colleges)].sort();
        if (chosen.some((college) => !institution.colleges.includes(college))) {
          throw new AppError('BAD_REQUEST', { key: 'insights.unknown_college' });
        }
        if (chosen.length > 0 && (user.verificationStatus !== 'verified' || user.suspendedAt)) {
          throw new AppError('CONFLICT', { key: 'admin.coordinator_must_be_verified' });
        }
        await queries.replaceCoordinatedColleges(tx, user.id, chosen);
        await recordAudit(tx, {
          actorId: adminId,
          action: 'user.set_coordinator',
          targetType: 'user',
          targetId: user.id,
          targetLabel: user.fullName,
          reason,
          details: { colleges: chosen },
        });
        return { userId: user.id, colleges: chosen };
      }),

    async reviewQueue(reviewer: Reviewer, page: PageQuery) {
      const after = queries.pendingOrder.decode(page.cursor);
      const colleges = reviewer.role === 'coordinator' ? reviewer.colleges : undefined;
      const rows = await queries.listPendingUsers(db, { limit: page.limit, after, colleges });
      const { items, nextCursor } = toPage(rows, page.limit, (row) => [row.createdAt.toISOString(), row.id]);
      const documents = await withVerificationDocuments(
        db,
        items.map((user) => user.id),
      );
      const reviewed = await Promise.all(
        items.map(async (user) => ({
          user: presentAdminUser(user),
          document: documents.has(user.id),
          candidates: closestRollEntries(await findRollCandidates(db, user), user).map((candidate) => ({
            entry: presentRollEntry(candidate.entry),
            matches: candidate.matches,
            sameEnrollmentNumber: candidate.entry.enrollmentNumber === user.enrollmentNumber,
          })),
        })),
      );
      await recordPersonalDataReads(
        db,
        reviewer.userId,
        items.map((user) => user.id),
        'review',
      );
      return { items: reviewed, nextCursor };
    },

    approve: (reviewer: Reviewer, userId: string, reason: string | null) =>
      act(async (tx) => {
        const adminId = reviewer.userId;
        const user = await findUserOrThrow(tx, userId);
        requireReviewable(reviewer, user);
        if (user.verificationStatus === 'verified') throw new AppError('CONFLICT', { key: 'admin.already_verified' });
        const row = await queries.updateUser(tx, user.id, {
          verificationStatus: 'verified',
          verificationNote: reason ? `Approved by an admin: ${reason}` : 'Approved by an admin.',
          verifiedAt: new Date(),
        });
        await discardVerificationDocument(tx, user.id);
        await recordAudit(tx, {
          actorId: adminId,
          action: 'user.approve',
          targetType: 'user',
          targetId: user.id,
          targetLabel: user.fullName,
          reason,
        });
        await sendNotice(tx, { userId: user.id, kind: 'account.approved', data: { reason } });
        return presentAdminUser(row ?? user);
      }),

    reject: (reviewer: Reviewer, userId: string, reason: string) =>
      act(async (tx) => {
        const adminId = reviewer.userId;
        const user = await findUserOrThrow(tx, userId);
        requireReviewable(reviewer, user);
        if (user.role === 'admin') throw new AppError('CONFLICT', { key: 'admin.cannot_reject_admin' });
        const row = await queries.updateUser(tx, user.id, {
          verificationStatus: 'rejected',
          verificationNote: reason,
          verifiedAt: null,
        });
        await discardVerificationDocument(tx, user.id);
        await recordAudit(tx, {
          actorId: adminId,
          action: 'user.reject',
          targetType: 'user',
          targetId: user.id,
          targetLabel: user.fullName,
          reason,
        });
        await sendNotice(tx, { userId: user.id, kind: 'account.rejected', data: { reason } });
        return presentAdminUser(row ?? user);
      }),

    suspend: (adminId: string, userId: string, reason: string) =>
      act(async (tx) => {
        const user = await findUserOrThrow(tx, userId);
        if (user.id === adminId) throw new AppError('CONFLICT', { key: 'admin.cannot_suspend_self' });
        if (user.role === 'admin') {
          throw new AppError('CONFLICT', { key: 'admin.cannot_suspend_admin' });
        }
        if (user.suspendedAt) throw new AppError('CONFLICT', { key: 'admin.already_suspended' });
        const row = await queries.updateUser(tx, user.id, { suspendedAt: new Date(), suspensionReason: reason });
        // A suspended member is signed out everywhere at once.
        await deleteAllSessions(tx, user.id);
        // Their event seats go to those waiting, who are told they moved up (decision 0030).
        await events.releaseSuspendedMember(tx, user.id);
        await recordAudit(tx, {
          actorId: adminId,
          action: 'user.suspend',
          targetType: 'user',
          targetId: user.id,
          targetLabel: user.fullName,
          reason,
        });
        return presentAdminUser(row ?? user);
      }),

    restore: (adminId: string, userId: string, reason: string | null) =>
      act(async (tx) => {
        const user = await findUserOrThrow(tx, userId);
        if (!user.suspendedAt) throw new AppError('CONFLICT', { key: 'admin.not_suspended' });
        const row = await queries.updateUser(tx, user.id, { suspendedAt: null, suspensionReason: null });
        await recordAudit(tx, {
          actorId: adminId,
          action: 'user.restore',
          targetType: 'user',
          targetId: user.id,
          targetLabel: user.fullName,
          reason,
        });
        return presentAdminUser(row ?? user);
      }),

    makeAdmin: (adminId: string, userId: string, reason: string) =>
      act(async (tx) => {
        const user = await findUserOrThrow(tx, userId);
        if (user.role === 'admin') throw new AppError('CONFLICT', { key: 'admin.already_admin' });
        if (user.suspendedAt) throw new AppError('CONFLICT', { key: 'admin.restore_before_admin' });
        const row = await grantAdminRole(tx, user, { actorId: adminId, reason });
        if (!row) throw new AppError('CONFLICT', { key: 'admin.already_admin' });
        return presentAdminUser(row);
      }),

    /**
     * Imports a roll file in one transaction: a file that is not the documented format changes
     * nothing; rejected rows are reported and the valid ones land. Pending sign-ups that the new
     * rows confirm are verified in the same transaction.
     */
    /** The result with each rejected row's reason keyed; the route words it in the reader's language. */
    async importRoll(adminId: string, text: string): Promise<KeyedRollImport> {
      const parsed = parseRollCsv(text, {
        colleges: institution.colleges,
        programmes: allProgrammes(institution.programmeGroups),
        lastYear: currentYear(institution.timeZone),
      });
      return act(async (tx) => {
        let added = 0;
        let updated = 0;
        for (let start = 0; start < parsed.rows.length; start += ROLL_BATCH) {
          const batch = parsed.rows.slice(start, start + ROLL_BATCH).map(({ line: _line, ...row }) => row);
          const counts = await queries.upsertRollRows(tx, batch);
          added += counts.added;
          updated += counts.updated;
        }
        const verified: string[] = [];
        for (const { user, entry } of await queries.findPendingWithRollEntry(tx)) {
          if (!matchesRoll(entry, user)) continue;
          await queries.updateUser(tx, user.id, {
            verificationStatus: 'verified',
            verificationNote: 'Matched the graduate roll.',
            verifiedAt: new Date(),
          });
          await sendNotice(tx, { userId: user.id, kind: 'account.approved', data: { reason: null } });
          verified.push(user.id);
        }
        const result: KeyedRollImport = {
          rows: parsed.rows.length + parsed.rejected.length,
          added,
          updated,
          unchanged: parsed.rows.length - added - updated,
          rejected: parsed.rejected,
          verifiedUsers: verified.length,
        };
        await recordAudit(tx, {
          actorId: adminId,
          action: 'roll.import',
          targetType: 'graduate_roll',
          targetId: 'graduate_roll',
          details: {
            rows: result.rows,
            added,
            updated,
            unchanged: result.unchanged,
            rejected: parsed.rejected.length,
            verifiedUserIds: verified,
          },
        });
        return result;
      });
    },

    async listRoll(filter: { q?: string | undefined }, page: PageQuery) {
      const after = queries.rollOrder.decode(page.cursor);
      const rows = await queries.listRoll(db, filter, { limit: page.limit, after });
      const { items, nextCursor } = toPage(rows, page.limit, (row) => [row.enrollmentNumber]);
      return { items: items.map(presentRollEntry), nextCursor };
    },

    async auditLog(page: PageQuery) {
      const after = queries.auditOrder.decode(page.cursor);
      const rows = await queries.listAudit(db, { limit: page.limit, after });
      const { items, nextCursor } = toPage(rows, page.limit, (row) => [row.createdAt.toISOString(), row.id]);
      return { items: items.map(presentAuditEntry), nextCursor };
    },
  };
}

/**
 * The one way an account becomes an admin (the admin pages, `npm run admin`, ADMIN_EMAILS): the
 * role and its audit entry, in the caller's transaction. An admin is someone the association
 * knows, so the account counts as verified from then on. Returns the updated row, or null when
 * the account is already an admin or is suspended (then nothing is written).
 */
export async function grantAdminRole(
  tx: Database,
  user: UserRow,
  by: { actorId: string | null; actorName?: string; reason: string | null },
): Promise<UserRow | null> {
  const row = await queries.promoteToAdmin(
    tx,
    user.id,
    user.verificationStatus === 'verified'
      ? {}
      : { verificationStatus: 'verified', verificationNote: 'Made an admin.', verifiedAt: new Date() },
  );
  if (!row) return null;
  await recordAudit(tx, {
    actorId: by.actorId,
    ...(by.actorName ? { actorName: by.actorName } : {}),
    action: 'user.make_admin',
    targetType: 'user',
    targetId: user.id,
    targetLabel: user.fullName,
    reason: by.reason,
  });
  return row;
}

export interface ConfiguredAdmins {
  /** Made admins now. */
  granted: string[];
  /** Admins already: nothing to do. */
  alreadyAdmins: string[];
  /** No account uses the address (yet). */
  missing: string[];
  /** Suspended accounts are not made admins: an admin restores them first. */
  suspended: string[];
}

/** The admins, by address (`npm run admin -- list`). */
export const listAdmins = (db: Database) => queries.listAdmins(db);

/**
 * Makes the account using `email` an admin, in one transaction, unless there is none, it is an
 * admin already, or it is suspended (an admin restores it first): ADMIN_EMAILS at start-up and
 * `npm run admin -- create`. Returns what happened and the account's name.
 */
export async function grantAdminByEmail(
  db: Database,
  email: string,
  by: { actorId: null; actorName?: string; reason: string },
): Promise<{ outcome: keyof ConfiguredAdmins; fullName: string | null }> {
  return inTransaction(db, async (tx) => {
    const user = await queries.findUserByEmail(tx, email);
    if (!user) return { outcome: 'missing', fullName: null };
    const fullName = user.fullName;
    if (user.role === 'admin') return { outcome: 'alreadyAdmins', fullName };
    if (user.suspendedAt) return { outcome: 'suspended', fullName };
    const row = await grantAdminRole(tx, user, by);
    return { outcome: row ? 'granted' : 'alreadyAdmins', fullName };
  });
}

/**
 * Takes the admin role from the account using `email` (`npm run admin -- revoke`: only on the
 * server, so admins cannot remove each other), audited, in one transaction.
 */
export async function revokeAdminByEmail(
  db: Database,
  email: string,
  by: { actorId: null; reason: string },
): Promise<{ outcome: 'revoked' | 'notAdmin' | 'missing'; fullName: string | null }> {
  return inTransaction(db, async (tx) => {
    const user = await queries.findUserByEmail(tx, email);
    if (!user) return { outcome: 'missing', fullName: null };
    if (user.role !== 'admin') return { outcome: 'notAdmin', fullName: user.fullName };
    await queries.demoteAdmin(tx, user.id);
    await recordAudit(tx, {
      actorId: by.actorId,
      action: 'user.revoke_admin',
      targetType: 'user',
      targetId: user.id,
      targetLabel: user.fullName,
      reason: by.reason,
    });
    return { outcome: 'revoked', fullName: user.fullName };
  });
}

/**
 * ADMIN_EMAILS at start-up: each named account that exists and is not an admin yet becomes one,
 * audited as done by the configuration. Running it again changes nothing.
 */
export async function grantConfiguredAdmins(db: Database, emails: string[]): Promise<ConfiguredAdmins> {
  const outcome: ConfiguredAdmins = { granted: [], alreadyAdmins: [], missing: [], suspended: [] };
  for (const email of emails) {
    const settled = await grantAdminByEmail(db, email, {
      actorId: null,
      actorName: 'ADMIN_EMAILS at start-up',
      reason: 'Named in ADMIN_EMAILS',
    });
    outcome[settled.outcome].push(email);
  }
  return outcome;
}
