import type { Reportable } from '@alumni/contract';
import { and, desc, eq, getTableName, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { keyset } from '../../db/pagination.js';
import { auditLog, conversations, messages, reports, users } from '../../db/schema.js';
import { type ContentType, isReportable, type ModerationTarget } from '../content.js';
import { CONTENT_TYPES } from '../content-types.js';

/** Each reportable content type's columns, by the name a report targets (modules/content-types.ts). */
const TARGETS = Object.fromEntries(
  CONTENT_TYPES.filter(isReportable).map((content) => [content.name, { table: content.table, ...content.moderation }]),
) as Record<Reportable, ModerationTarget & { table: ContentType['table'] }>;

export interface TargetRow {
  id: string;
  /** Null for a message whose sender has deleted their account. */
  authorId: string | null;
  label: string;
  text: string;
  hiddenAt: Date | null;
  recipientId: string | null;
}

export async function findTargets(db: Database, type: Reportable, ids: string[]): Promise<TargetRow[]> {
  if (ids.length === 0) return [];
  const target = TARGETS[type];
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

export async function setHidden(db: Database, type: Reportable, id: string, hidden: boolean) {
  const target = TARGETS[type];
  await db
    .update(target.table)
    .set({ hiddenAt: hidden ? new Date() : null })
    .where(eq(target.id, id));
}

export async function insertReport(
  db: Database,
  values: { reporterId: string; targetType: Reportable; targetId: string; reason: string; kind?: 'report' | 'review' },
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
  where: { id: string } | { targetType: Reportable; targetId: string },
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
 * After a message is hidden or restored, both inbox rows of its conversation show the newest
 * visible message again (or stay as they are when none is left).
 */
export async function refreshConversationPreview(
  db: Database,
  messageId: string,
  previewOf: (content: string) => string,
) {
  const [message] = await db.select().from(messages).where(eq(messages.id, messageId)).limit(1);
  if (!message) return;
  const [latest] = await db
    .select()
    .from(messages)
    .where(
      and(eq(messages.pairLow, message.pairLow), eq(messages.pairHigh, message.pairHigh), isNull(messages.hiddenAt)),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(1);
  const preview = latest ? previewOf(latest.content) : 'Message removed by a moderator';
  // A deleted sender's side is null; the pair still names them (the one who is not the recipient).
  const senderOf = (row: typeof latest & {}) =>
    row.senderId ?? (row.recipientId === row.pairLow ? row.pairHigh : row.pairLow);
  await db
    .update(conversations)
    .set({ lastMessagePreview: preview, ...(latest ? { lastSenderId: senderOf(latest) } : {}) })
    .where(
      sql`(${conversations.userId}, ${conversations.otherId}) in ((${message.pairLow}::uuid, ${message.pairHigh}::uuid), (${message.pairHigh}::uuid, ${message.pairLow}::uuid))`,
    );
}

/**
 * For items an admin hid: the reason given at the latest hiding (from the audit log) and whether
 * the author's review request is open, by item id.
 */
export async function findHiddenStates(db: Database, type: Reportable, ids: string[]) {
  if (ids.length === 0) return [];
  const target = TARGETS[type];
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
