import type { AdminUser, AuditEntry, RollEntry } from '@alumni/contract';
import type { RollEntry as RollRow } from '../../db/graduate-roll.js';
import type { auditLog, UserRow } from '../../db/schema.js';

/** What admins see of an account: identity and standing, never the password hash or private profile fields. */
export function presentAdminUser(row: UserRow): AdminUser {
  return {
    _id: row.id,
    fullName: row.fullName,
    email: row.email,
    enrollmentNumber: row.enrollmentNumber,
    programme: row.programme,
    collegeName: row.collegeName,
    yearOfPassing: row.yearOfPassing,
    role: row.role,
    verificationStatus: row.verificationStatus,
    verificationNote: row.verificationNote,
    suspended: row.suspendedAt !== null,
    suspensionReason: row.suspensionReason,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentRollEntry(row: RollRow): RollEntry {
  return {
    enrollmentNumber: row.enrollmentNumber,
    fullName: row.fullName,
    programme: row.programme,
    collegeName: row.collegeName,
    yearOfPassing: row.yearOfPassing,
  };
}

export function presentAuditEntry(row: typeof auditLog.$inferSelect): AuditEntry {
  return {
    _id: row.id,
    actor: { _id: row.actorId, name: row.actorName },
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    targetLabel: row.targetLabel,
    reason: row.reason,
    details: row.details ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}
