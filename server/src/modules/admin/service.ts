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
import { decodeCursor, isUuid, toPage } from '../../db/pagination.js';
import type { UserRow } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../http/errors.js';
import { deleteAllSessions } from '../../http/sessions.js';
import { closestRollEntries, matchesRoll } from '../../lib/verification.js';
import { createEventService } from '../events/service.js';
import { sendNotice } from '../notifications/notices.js';
import { presentAdminUser, presentAuditEntry, presentRollEntry } from './presenter.js';
import * as queries from './queries.js';
import { parseRollCsv } from './roll-csv.js';

const USER_NOT_FOUND = 'User not found.';
const ALREADY_ADMIN = 'This account is already an admin.';
/** Rows per INSERT when importing the roll: well under PostgreSQL's 65,535 bind parameters. */
const ROLL_BATCH = 2_000;

export function createAdminService({ db, institution }: { db: Database; institution: Institution }) {
  const events = createEventService({ db, timeZone: institution.timeZone });
  async function findUserOrThrow(tx: Database, id: string): Promise<UserRow> {
    const row = isUuid(id) ? await queries.findUser(tx, id) : null;
    if (!row) throw new AppError('NOT_FOUND', USER_NOT_FOUND);
    return row;
  }

  const act = <T>(work: (tx: Database) => Promise<T>) => inTransaction(db, work);

  return {
    async listUsers(filter: { q?: string | undefined; standing?: UserStanding | undefined }, page: PageQuery) {
      const after = decodeCursor(page.cursor, ['text', 'uuid']) as [string, string] | null;
      const rows = await queries.listUsers(db, filter, { limit: page.limit, after });
      const { items, nextCursor } = toPage(rows, page.limit, (row) => [row.fullName.toLowerCase(), row.id]);
      return { items: items.map(presentAdminUser), nextCursor };
    },

    async reviewQueue(page: PageQuery) {
      const after = decodeCursor(page.cursor, ['timestamp', 'uuid']) as [string, string] | null;
      const rows = await queries.listPendingUsers(db, { limit: page.limit, after });
      const { items, nextCursor } = toPage(rows, page.limit, (row) => [row.createdAt.toISOString(), row.id]);
      const reviewed = await Promise.all(
        items.map(async (user) => ({
          user: presentAdminUser(user),
          candidates: closestRollEntries(await findRollCandidates(db, user), user).map((candidate) => ({
            entry: presentRollEntry(candidate.entry),
            matches: candidate.matches,
            sameEnrollmentNumber: candidate.entry.enrollmentNumber === user.enrollmentNumber,
          })),
        })),
      );
      return { items: reviewed, nextCursor };
    },

    approve: (adminId: string, userId: string, reason: string | null) =>
      act(async (tx) => {
        const user = await findUserOrThrow(tx, userId);
        if (user.verificationStatus === 'verified') throw new AppError('CONFLICT', 'This account is already verified.');
        const row = await queries.updateUser(tx, user.id, {
          verificationStatus: 'verified',
          verificationNote: reason ? `Approved by an admin: ${reason}` : 'Approved by an admin.',
          verifiedAt: new Date(),
        });
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

    reject: (adminId: string, userId: string, reason: string) =>
      act(async (tx) => {
        const user = await findUserOrThrow(tx, userId);
        if (user.role === 'admin') throw new AppError('CONFLICT', 'An admin’s account cannot be rejected.');
        const row = await queries.updateUser(tx, user.id, {
          verificationStatus: 'rejected',
          verificationNote: reason,
          verifiedAt: null,
        });
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
        if (user.id === adminId) throw new AppError('CONFLICT', 'You cannot suspend your own account.');
        if (user.role === 'admin') {
          throw new AppError(
            'CONFLICT',
            'An admin cannot be suspended. Revoke the admin role from the command line first.',
          );
        }
        if (user.suspendedAt) throw new AppError('CONFLICT', 'This account is already suspended.');
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
        if (!user.suspendedAt) throw new AppError('CONFLICT', 'This account is not suspended.');
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
        if (user.role === 'admin') throw new AppError('CONFLICT', ALREADY_ADMIN);
        if (user.suspendedAt) throw new AppError('CONFLICT', 'Restore this account before making it an admin.');
        const row = await grantAdminRole(tx, user, { actorId: adminId, reason });
        if (!row) throw new AppError('CONFLICT', ALREADY_ADMIN);
        return presentAdminUser(row);
      }),

    /**
     * Imports a roll file in one transaction: a file that is not the documented format changes
     * nothing; rejected rows are reported and the valid ones land. Pending sign-ups that the new
     * rows confirm are verified in the same transaction.
     */
    async importRoll(adminId: string, text: string): Promise<RollImportResult> {
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
        const result: RollImportResult = {
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
      const [after] = decodeCursor(page.cursor, ['text']) ?? [];
      const rows = await queries.listRoll(db, filter, { limit: page.limit, after: after ?? null });
      const { items, nextCursor } = toPage(rows, page.limit, (row) => [row.enrollmentNumber]);
      return { items: items.map(presentRollEntry), nextCursor };
    },

    async auditLog(page: PageQuery) {
      const after = decodeCursor(page.cursor, ['timestamp', 'uuid']) as [string, string] | null;
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

/**
 * ADMIN_EMAILS at start-up: each named account that exists and is not an admin yet becomes one,
 * audited as done by the configuration. Running it again changes nothing.
 */
export async function grantConfiguredAdmins(db: Database, emails: string[]): Promise<ConfiguredAdmins> {
  const outcome: ConfiguredAdmins = { granted: [], alreadyAdmins: [], missing: [], suspended: [] };
  for (const email of emails) {
    const settled = await inTransaction(db, async (tx): Promise<keyof ConfiguredAdmins> => {
      const user = await queries.findUserByEmail(tx, email);
      if (!user) return 'missing';
      if (user.role === 'admin') return 'alreadyAdmins';
      if (user.suspendedAt) return 'suspended';
      const row = await grantAdminRole(tx, user, {
        actorId: null,
        actorName: 'ADMIN_EMAILS at start-up',
        reason: 'Named in ADMIN_EMAILS',
      });
      return row ? 'granted' : 'alreadyAdmins';
    });
    outcome[settled].push(email);
  }
  return outcome;
}
