import { sql } from 'drizzle-orm';
import type { Database } from './client.js';
import { auditLog, users } from './schema.js';

export interface AuditEntry {
  /** The admin who acted; null when no account did (the command line, the configuration). */
  actorId: string | null;
  /** Who acted when actorId is null; "command line" unless said. */
  actorName?: string;
  action: string;
  targetType: string;
  targetId: string;
  targetLabel?: string | null;
  reason?: string | null;
  details?: Record<string, unknown> | null;
}

/**
 * Appends one entry to the audit log. Call it inside the transaction that makes the change, so
 * an action and its record land together or not at all. The actor's name is copied in, so the
 * entry still reads right after the account is renamed or deleted.
 */
export async function recordAudit(db: Database, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    actorName: entry.actorId
      ? sql`coalesce((select ${users.fullName} from ${users} where ${users.id} = ${entry.actorId}), 'unknown admin')`
      : (entry.actorName ?? 'command line'),
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetLabel: entry.targetLabel ?? null,
    reason: entry.reason ?? null,
    details: entry.details ?? null,
  });
}
