import { type AdminReport, FORMER_MEMBER_NAME, type ReportedItem } from '@alumni/contract';
import { markdownToPlainText } from '../../lib/markdown-text.js';
import type { ReportRow, TargetRow } from './queries.js';

/** How much of a reported item's text the admins see in the list. */
const EXCERPT = 280;

/** Kinds whose text is Markdown (decision 0060): their excerpt is its plain text. */
const MARKDOWN_TYPES = new Set(['story', 'event', 'job']);

function excerptOf(type: string, stored: string) {
  const text = MARKDOWN_TYPES.has(type) ? markdownToPlainText(stored) : stored;
  return text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1)}…` : text;
}

/** What a member who reported something is told. */
export function presentReportReceipt(row: { id: string; createdAt: Date }) {
  return { _id: row.id, createdAt: row.createdAt.toISOString() };
}

/** A reported story, event, job or message as the admins see it beside the report. */
export function presentReportedItem(
  type: string,
  row: TargetRow,
  author: { id: string; fullName: string; suspendedAt: Date | null } | undefined,
): ReportedItem {
  return {
    type,
    _id: row.id,
    label: row.label,
    excerpt: excerptOf(type, row.text),
    author: author ? { _id: author.id, fullName: author.fullName, suspended: author.suspendedAt !== null } : null,
    hidden: row.hiddenAt !== null,
  };
}

/** An item that is gone (deleted since it was reported): its type and id, nothing else. */
export function presentGoneItem(ref: { targetType: string; targetId: string }): ReportedItem {
  return { type: ref.targetType, _id: ref.targetId, label: null, excerpt: null, author: null, hidden: false };
}

export function presentAdminReport(
  { report, reporterName }: { report: ReportRow; reporterName: string | null },
  item: ReportedItem,
): AdminReport {
  return {
    _id: report.id,
    kind: report.kind,
    reason: report.reason,
    status: report.status,
    createdAt: report.createdAt.toISOString(),
    resolvedAt: report.resolvedAt?.toISOString() ?? null,
    reporter: { _id: report.reporterId, fullName: reporterName ?? FORMER_MEMBER_NAME },
    item,
  };
}
