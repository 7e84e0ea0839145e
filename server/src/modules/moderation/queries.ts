import { and, eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { keyset } from '../../db/pagination.js';
import { auditLog, reports, users } from '../../db/schema.js';
import type { ContentType, ModerationTarget } from '../content.js';

/** A reportable content type's columns (its `content.ts`), with its name and table. */
export type Target = ModerationTarget & { name: string; table: ContentType['table'] };

export interface TargetRow {
  id: string;
  /** Null for a message whose sender has deleted their account. */
  authorId: string | null;
  label: string;
  text: string;
  hiddenAt: Date | null;
  recipientId: string | null;
}

export async function findTargets(db: Database, target: Target, ids: string[]): Promise<TargetRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: target.id,
      authorId: target.author,
      label: target.label,
      text: target.text,
      hiddenAt: target.hiddenAt,
      recipientId: target.recipient ?? sql<null>`null`,
    })
    .from(target.table)
    .where(inArray(target.id, ids));
}

export async function setHidden(db: Database, target: Target, id: string, hidden: boolean) {
  await db
    .update(target.table)
    .set({ hiddenAt: hidden ? new Date() : null })
    .where(eq(target.id, id));
}

export async function insertReport(
  db: Database,
  values: { reporterId: string; targetType: string; targetId: string; reason: string; kind?: 'report' | 'review' },
) {
  const [row] = await db.insert(reports).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

/** Reports newest first. */
export const reportOrder = keyset('desc', [reports.createdAt, 'timestamp'], [reports.id, 'uuid']);

export type ReportRow = typeof reports.$inferSelect;

export async function listReports(
  db: Database,
  status: 'open' | 'actioned' | 'dismissed',
  page: { limit: number; after: readonly [string, string] | null },
) {
  return db
    .select({ report: reports, reporterName: users.fullName })
    .from(reports)
    .leftJoin(users, eq(users.id, reports.reporterId))
    .where(and(eq(reports.status, status), reportOrder.after(page.after)))
    .orderBy(...reportOrder.orderBy)
    .limit(page.limit + 1);
}

export async function findReport(db: Database, id: string) {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).limit(1);
  return row ?? null;
}

/** Closes every open report on an item; returns how many. */
/** Closes the matching open reports; returns them, with who filed each (null: a deleted account). */
export async function resolveReports(
  db: Database,
  where: { id: string } | { targetType: string; targetId: string },
  resolution: { status: 'actioned' | 'dismissed'; resolvedBy: string },
) {
  const rows = await db
    .update(reports)
    .set({ ...resolution, resolvedAt: new Date() })
    .where(
      and(
        eq(reports.status, 'open'),
        'id' in where
          ? eq(reports.id, where.id)
          : and(eq(reports.targetType, where.targetType), eq(reports.targetId, where.targetId)),
      ),
    )
    .returning({ id: reports.id, reporterId: reports.reporterId });
  return rows;
}

export async function findAuthors(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, fullName: users.fullName, suspendedAt: users.suspendedAt })
    .from(users)
    .where(inArray(users.id, ids));
}

/**
 * For items an admin hid: the reason given at the latest hiding (from the audit log) and whether
 * the author's review request is open, by item id.
 */
export async function findHiddenStates(db: Database, target: Target, ids: string[]) {
  if (ids.length === 0) return [];
  const type = target.name;
  // Qualified by its table: inside the subqueries a bare "id" would be the audit row's or report's.
  const itemId = sql`${sql.identifier(getTableName(target.table))}.${sql.identifier(target.id.name)}`;
  return db
    .select({
      id: target.id,
      reason: sql<string | null>`(select ${auditLog.reason} from ${auditLog}
        where ${auditLog.action} = 'content.hide' and ${auditLog.targetType} = ${type}
        and ${auditLog.targetId} = ${itemId}::text
        order by ${auditLog.createdAt} desc limit 1)`,
      reviewRequested: sql<boolean>`exists (select 1 from ${reports}
        where ${reports.kind} = 'review' and ${reports.status} = 'open'
        and ${reports.targetType} = ${type} and ${reports.targetId} = ${itemId})`,
    })
    .from(target.table)
    .where(inArray(target.id, ids));
}
