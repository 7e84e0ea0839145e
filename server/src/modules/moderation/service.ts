import { counted, type PageQuery, type ReportedItem } from '@alumni/contract';
import { recordAudit } from '../../db/audit.js';
import type { Database } from '../../db/client.js';
import { minutesToWait, takeFromLimit } from '../../db/limits.js';
import { isUuid, toPage } from '../../db/pagination.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import { type ContentType, isReportable } from '../content.js';
import { sendNotice } from '../notifications/notices.js';
import { presentAdminReport, presentGoneItem, presentReportedItem, presentReportReceipt } from './presenter.js';
import * as queries from './queries.js';

export interface ModerationDeps {
  db: Database;
  reportsPerHour: number;
  /** Every content type of the app's modules: the reportable ones are what reports target. */
  contentTypes: readonly ContentType[];
}

export function createModerationService({ db, reportsPerHour, contentTypes }: ModerationDeps) {
  const targets = new Map<string, queries.Target>(
    contentTypes
      .filter(isReportable)
      .map((content) => [content.name, { name: content.name, table: content.table, ...content.moderation }]),
  );
  /** A type the routes' schemas let through is one of these; anything else is a bug, not a user's mistake. */
  function targetOf(type: string): queries.Target {
    const target = targets.get(type);
    if (!target) throw new Error(`"${type}" is not a reportable content type of this app`);
    return target;
  }

  async function findTargetOrThrow(tx: Database, type: string, id: string) {
    const target = targetOf(type);
    const [row] = isUuid(id) ? await queries.findTargets(tx, target, [id]) : [];
    if (!row) throw new AppError('NOT_FOUND', { key: target.words.notFound });
    return { target, row };
  }

  const act = <T>(work: (tx: Database) => Promise<T>) => inTransaction(db, work);

  /** The reported items of a page of reports, fetched per type in one query each. */
  async function describeItems(refs: { targetType: string; targetId: string }[]) {
    const byType = new Map<string, string[]>();
    for (const ref of refs) byType.set(ref.targetType, [...(byType.get(ref.targetType) ?? []), ref.targetId]);
    const items = new Map<string, ReportedItem>();
    for (const [type, ids] of byType) {
      // A report of a type no module declares any more (a module taken out) shows as gone.
      const target = targets.get(type);
      const rows = target ? await queries.findTargets(db, target, [...new Set(ids)]) : [];
      const authors = new Map(
        (await queries.findAuthors(db, [...new Set(rows.flatMap((row) => (row.authorId ? [row.authorId] : [])))])).map(
          (author) => [author.id, author],
        ),
      );
      for (const row of rows) {
        items.set(
          `${type}:${row.id}`,
          presentReportedItem(type, row, row.authorId ? authors.get(row.authorId) : undefined),
        );
      }
    }
    return (ref: { targetType: string; targetId: string }): ReportedItem =>
      items.get(`${ref.targetType}:${ref.targetId}`) ?? presentGoneItem(ref);
  }

  async function setVisibility(
    adminId: string,
    type: string,
    id: string,
    hidden: boolean,
    reason: string | null,
  ): Promise<{ resolvedReports: number }> {
    return act(async (tx) => {
      const { target: content, row: target } = await findTargetOrThrow(tx, type, id);
      if ((target.hiddenAt !== null) === hidden) {
        throw new AppError('CONFLICT', { key: hidden ? content.words.alreadyHidden : content.words.notHidden });
      }
      await queries.setHidden(tx, content, target.id, hidden);
      await content.afterHiddenChange?.(tx, target.id);
      // Hiding closes the item's reports; restoring answers the author's open review request.
      const resolved = await queries.resolveReports(
        tx,
        { targetType: type, targetId: target.id },
        { status: 'actioned', resolvedBy: adminId },
      );
      const resolvedReports = resolved.length;
      if (hidden && reason) {
        // The author hears why; everyone who reported it hears it was acted on (each once).
        const label = target.label.length > 80 ? `${target.label.slice(0, 79)}…` : target.label;
        if (target.authorId) {
          await sendNotice(tx, {
            userId: target.authorId,
            kind: 'content.hidden',
            data: { type, id: target.id, label, reason },
          });
        }
        const reporters = new Set(resolved.flatMap((report) => (report.reporterId ? [report.reporterId] : [])));
        for (const reporterId of reporters) {
          await sendNotice(tx, { userId: reporterId, kind: 'report.actioned', data: { type, id: target.id, label } });
        }
      }
      await recordAudit(tx, {
        actorId: adminId,
        action: hidden ? 'content.hide' : 'content.restore',
        targetType: type,
        targetId: target.id,
        targetLabel: target.label,
        reason,
        details: { authorId: target.authorId, ...(hidden ? { resolvedReports } : {}) },
      });
      return { resolvedReports };
    });
  }

  return {
    /** The names of the content types reports may target, in the modules' order. */
    reportable: [...targets.keys()],
    /** The cache tags of their shared answers: what hiding or restoring one of them changes. */
    cacheTags: [
      ...new Set(contentTypes.filter(isReportable).flatMap((content) => (content.cacheTag ? [content.cacheTag] : []))),
    ],

    /**
     * The author of a hidden item asks for it to be looked at again (issue 35): a request in the
     * reports queue (`kind: 'review'`), one open at a time. Anyone else is told there is no such item.
     */
    async requestReview(authorId: string, type: string, id: string, note: string | null) {
      const target = targetOf(type);
      const [row] = isUuid(id) ? await queries.findTargets(db, target, [id]) : [];
      if (!row || row.authorId !== authorId) throw new AppError('NOT_FOUND', { key: target.words.notFound });
      if (row.hiddenAt === null) throw new AppError('CONFLICT', { key: 'moderation.review_only_hidden' });
      const inserted = await queries.insertReport(db, {
        reporterId: authorId,
        targetType: type,
        targetId: row.id,
        reason: note ?? '',
        kind: 'review',
      });
      if (!inserted) throw new AppError('CONFLICT', { key: 'moderation.review_already_requested' });
    },

    /** What an author is told of their hidden items: the admin's reason, and whether a review is asked for. */
    async hiddenStatesOf(type: string, ids: string[]) {
      const rows = await queries.findHiddenStates(db, targetOf(type), ids);
      return new Map(rows.map((row) => [row.id, { reason: row.reason, reviewRequested: row.reviewRequested }]));
    },

    /**
     * A member reports what they can see: a visible story, event or job by someone else, or a
     * message sent to them.
     */
    async report(reporterId: string, input: { targetType: string; targetId: string; reason: string }) {
      await takeFromLimit(db, { key: `reports:${reporterId}`, max: reportsPerHour, windowMs: 3_600_000 }, (seconds) => {
        const minutes = minutesToWait(seconds);
        return counted('moderation.too_many_reports', minutes, { minutes });
      });
      const { target: content, row: target } = await findTargetOrThrow(db, input.targetType, input.targetId);
      // Content sent to one person (a message) is theirs alone to report.
      const visibleToReporter =
        target.hiddenAt === null && (content.recipient === undefined || target.recipientId === reporterId);
      if (!visibleToReporter) throw new AppError('NOT_FOUND', { key: content.words.notFound });
      if (target.authorId === reporterId) throw new AppError('BAD_REQUEST', { key: 'moderation.cannot_report_own' });
      const row = await queries.insertReport(db, { reporterId, ...input, targetId: target.id });
      if (!row) throw new AppError('CONFLICT', { key: content.words.alreadyReported });
      return presentReportReceipt(row);
    },

    async list(status: 'open' | 'actioned' | 'dismissed', page: PageQuery) {
      const after = queries.reportOrder.decode(page.cursor);
      const rows = await queries.listReports(db, status, { limit: page.limit, after });
      const { items, nextCursor } = toPage(rows, page.limit, (row) => [
        row.report.createdAt.toISOString(),
        row.report.id,
      ]);
      const itemOf = await describeItems(items.map((row) => row.report));
      return {
        items: items.map((row) => presentAdminReport(row, itemOf(row.report))),
        nextCursor,
      };
    },

    dismiss: (adminId: string, reportId: string, reason: string | null) =>
      act(async (tx) => {
        const report = isUuid(reportId) ? await queries.findReport(tx, reportId) : null;
        if (!report) throw new AppError('NOT_FOUND', { key: 'moderation.report_not_found' });
        if (report.status !== 'open') throw new AppError('CONFLICT', { key: 'moderation.report_closed' });
        await queries.resolveReports(tx, { id: report.id }, { status: 'dismissed', resolvedBy: adminId });
        await recordAudit(tx, {
          actorId: adminId,
          action: 'report.dismiss',
          targetType: 'report',
          targetId: report.id,
          targetLabel: `${report.targetType} ${report.targetId}`,
          reason,
        });
      }),

    hide: (adminId: string, type: string, id: string, reason: string) => setVisibility(adminId, type, id, true, reason),
    restore: (adminId: string, type: string, id: string, reason: string | null) =>
      setVisibility(adminId, type, id, false, reason),
  };
}

export type ModerationService = ReturnType<typeof createModerationService>;
