import { type AdminReport, FORMER_MEMBER_NAME } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import type { ReportStatus } from '@/features/admin';
import { ReasonAction, useUserAction } from '@/features/admin';
import { adminPaths } from '@/features/admin/paths';
import { formatInstant } from '@/lib/instants';
import { itemsOf } from '@/lib/pagination';
import { paths } from '@/lib/paths';
import { Badge } from '@/ui/badge';
import { LinkTabs } from '@/ui/link-tabs';
import { LoadMore } from '@/ui/load-more';
import { PageHeader } from '@/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/ui/page-state';
import { useReports } from '../api/get-reports';
import { useDismissReport, useSetContentHidden } from '../api/report-actions';

const STATUSES = ['open', 'actioned', 'dismissed'] as const satisfies ReadonlyArray<ReportStatus>;

function statusTabs(): ReadonlyArray<{ value: ReportStatus; label: string }> {
  return [
    { value: 'open', label: t`Open` },
    { value: 'actioned', label: t`Actioned` },
    { value: 'dismissed', label: t`Dismissed` },
  ];
}

function emptyMessage(status: ReportStatus): string {
  if (status === 'open') return t`No open reports. Nothing needs a look right now.`;
  if (status === 'actioned') return t`No reports were acted on yet.`;
  return t`No reports were dismissed yet.`;
}

/** The words for each kind of reported item, whole sentences so that each language builds its own. */
function wordsFor(type: string) {
  switch (type) {
    case 'story':
      return {
        label: t`Story`,
        unnamed: (id: string) => t`story ${id}`,
        restoreTitle: t`Restore this story`,
        restoreDescription: t`The story shows again in every list and page.`,
        hideTitle: t`Hide this story`,
        hideDescription: t`The story vanishes from every list and page, its author’s own included; its open reports are closed.`,
        deleted: t`This story was deleted`,
      };
    case 'event':
      return {
        label: t`Event`,
        unnamed: (id: string) => t`event ${id}`,
        restoreTitle: t`Restore this event`,
        restoreDescription: t`The event shows again in every list and page.`,
        hideTitle: t`Hide this event`,
        hideDescription: t`The event vanishes from every list and page, its author’s own included; its open reports are closed.`,
        deleted: t`This event was deleted`,
      };
    case 'job':
      return {
        label: t`Job`,
        unnamed: (id: string) => t`job ${id}`,
        restoreTitle: t`Restore this job`,
        restoreDescription: t`The job shows again in every list and page.`,
        hideTitle: t`Hide this job`,
        hideDescription: t`The job vanishes from every list and page, its author’s own included; its open reports are closed.`,
        deleted: t`This job was deleted`,
      };
    case 'message':
      return {
        label: t`Message`,
        unnamed: (id: string) => t`message ${id}`,
        restoreTitle: t`Restore this message`,
        restoreDescription: t`The message shows again in every list and page.`,
        hideTitle: t`Hide this message`,
        hideDescription: t`The message vanishes from every list and page, its author’s own included; its open reports are closed.`,
        deleted: t`This message was deleted`,
      };
    default:
      // A content type a server module added after this page was written.
      return {
        label: type,
        unnamed: (id: string) => t`item ${id}`,
        restoreTitle: t`Restore this item`,
        restoreDescription: t`The item shows again in every list and page.`,
        hideTitle: t`Hide this item`,
        hideDescription: t`The item vanishes from every list and page, its author’s own included; its open reports are closed.`,
        deleted: t`This item was deleted`,
      };
  }
}

function statusFrom(params: URLSearchParams): ReportStatus {
  const status = params.get('status');
  return STATUSES.find((value) => value === status) ?? 'open';
}

function itemHref(type: string, id: string): string | null {
  if (type === 'story') return paths.story.getHref(id);
  if (type === 'event') return paths.event.getHref(id);
  return null;
}

function ReportActions({ report }: { report: AdminReport }) {
  const { item } = report;
  const words = wordsFor(item.type);
  const name = item.label ?? words.unnamed(item._id);
  const hide = useSetContentHidden(true, item.type, item._id);
  const restore = useSetContentHidden(false, item.type, item._id);
  const dismiss = useDismissReport(report._id);
  const suspendAuthor = useUserAction('suspend', item.author?._id ?? '');
  const authorName = item.author?.fullName ?? '';
  return (
    <div className="flex flex-wrap gap-2">
      {item.label !== null &&
        (item.hidden ? (
          <ReasonAction
            label={t`Restore`}
            itemName={name}
            dialogTitle={words.restoreTitle}
            dialogDescription={words.restoreDescription}
            reasonRequired={false}
            submitLabel={t`Restore`}
            mutation={restore}
          />
        ) : (
          <ReasonAction
            label={t`Hide`}
            itemName={name}
            variant="danger"
            dialogTitle={words.hideTitle}
            dialogDescription={words.hideDescription}
            reasonRequired
            submitLabel={t`Hide`}
            submitVariant="destructive"
            mutation={hide}
          />
        ))}
      {report.status === 'open' && (
        <ReasonAction
          label={t`Dismiss`}
          itemName={t`the report on ${name}`}
          dialogTitle={t`Dismiss this report`}
          dialogDescription={t`The report is closed without action; the item stays as it is.`}
          reasonRequired={false}
          submitLabel={t`Dismiss`}
          mutation={dismiss}
        />
      )}
      {item.author && !item.author.suspended && (
        <ReasonAction
          label={t`Suspend author`}
          itemName={item.author.fullName}
          variant="danger"
          dialogTitle={t`Suspend ${authorName}`}
          dialogDescription={t`The author is signed out everywhere and cannot sign in until restored. Their stories, events and jobs are hidden from everyone until then.`}
          reasonRequired
          reasonHint={t`Shown to the member when they try to sign in, and kept in the audit log.`}
          submitLabel={t`Suspend`}
          submitVariant="destructive"
          mutation={suspendAuthor}
        />
      )}
    </div>
  );
}

function ReportCard({ report }: { report: AdminReport }) {
  const { item } = report;
  const href = item.label !== null ? itemHref(item.type, item._id) : null;
  const words = wordsFor(item.type);
  const reporter = report.reporter.fullName;
  const { reason } = report;
  const reportedAt = formatInstant(report.createdAt);
  const authorName = item.author?.fullName ?? '';
  const resolvedAt = report.resolvedAt && formatInstant(report.resolvedAt);
  return (
    <article className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-1.5">
          <Badge tone="slate">{words.label}</Badge>
          {item.hidden && (
            <Badge tone="red">
              <Trans>Hidden</Trans>
            </Badge>
          )}
          {item.label === null && (
            <Badge tone="slate">
              <Trans>Deleted by its author</Trans>
            </Badge>
          )}
        </div>
        <h2 className="text-lg font-bold break-words text-slate-900">
          {href ? (
            <Link to={href} className="underline-offset-4 hover:underline">
              {item.label}
            </Link>
          ) : (
            (item.label ?? words.deleted)
          )}
        </h2>
        {item.excerpt && <p className="line-clamp-4 break-words whitespace-pre-line text-slate-700">{item.excerpt}</p>}
        {item.author ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <span>
              {item.type === 'message' ? (
                <Trans>
                  <span className="font-semibold">Sender:</span> {authorName}
                </Trans>
              ) : (
                <Trans>
                  <span className="font-semibold">Author:</span> {authorName}
                </Trans>
              )}
            </span>
            {item.author.suspended && (
              <Badge tone="red">
                <Trans>Suspended</Trans>
              </Badge>
            )}
          </p>
        ) : (
          // A message outlives its sender's account: it stays in the recipient's conversation.
          item.label !== null && (
            <p className="text-sm text-slate-700">
              <Trans>
                <span className="font-semibold">Sender:</span> {FORMER_MEMBER_NAME}
              </Trans>
            </p>
          )
        )}
      </div>
      <div className="flex flex-col gap-1 rounded-lg bg-slate-50 p-3 text-sm">
        {report.kind === 'review' ? (
          <>
            <p className="text-slate-700">
              <Trans>
                Its author <span className="font-semibold text-slate-900">{reporter}</span> asked for a review on{' '}
                <time dateTime={report.createdAt}>{reportedAt}</time>: restore it, or dismiss the request to keep it
                hidden.
              </Trans>
            </p>
            {reason && (
              <p className="break-words whitespace-pre-line text-slate-900">
                <Trans>
                  <span className="font-semibold">Author’s note:</span> {reason}
                </Trans>
              </p>
            )}
          </>
        ) : (
          <>
            <p className="text-slate-700">
              <Trans>
                Reported by <span className="font-semibold text-slate-900">{reporter}</span> on{' '}
                <time dateTime={report.createdAt}>{reportedAt}</time>
              </Trans>
            </p>
            <p className="break-words whitespace-pre-line text-slate-900">
              <Trans>
                <span className="font-semibold">Reason:</span> {reason}
              </Trans>
            </p>
          </>
        )}
        {report.resolvedAt && (
          <p className="text-slate-700">
            {report.status === 'dismissed' ? (
              <Trans>
                Dismissed <time dateTime={report.resolvedAt}>{resolvedAt}</time>
              </Trans>
            ) : (
              <Trans>
                Acted on <time dateTime={report.resolvedAt}>{resolvedAt}</time>
              </Trans>
            )}
          </p>
        )}
      </div>
      <div className="border-t border-slate-200 pt-4">
        <ReportActions report={report} />
      </div>
    </article>
  );
}

function ReportList({ status }: { status: ReportStatus }) {
  const reports = useReports(status);
  if (reports.isPending) return <LoadingState message={t`Loading reports...`} />;
  if (reports.isError && !reports.data) {
    return <ErrorState message={t`Failed to load the reports. Please try again.`} onRetry={() => reports.refetch()} />;
  }
  const items = itemsOf(reports.data.pages);
  if (items.length === 0) return <EmptyState message={emptyMessage(status)} />;
  return (
    <div className="flex flex-col gap-6">
      <ul className="flex flex-col gap-4" aria-label={t`Reports`}>
        {items.map((report) => (
          <li key={report._id}>
            <ReportCard report={report} />
          </li>
        ))}
      </ul>
      <LoadMore list={reports} failureMessage={t`Failed to load more reports. Please try again.`} />
    </div>
  );
}

/** /admin/reports: what members reported, by status, with hide, restore, dismiss and suspend author. */
export function ReportsPage() {
  const [searchParams] = useSearchParams();
  const status = statusFrom(searchParams);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t`Reports`}
        description={t`Stories, events, jobs and messages members reported, newest first.`}
      />
      <LinkTabs
        label={t`Report status`}
        tabs={statusTabs()}
        current={status}
        hrefFor={(value) =>
          value === 'open' ? adminPaths.adminReports.path : `${adminPaths.adminReports.path}?status=${value}`
        }
      />
      <ReportList status={status} />
    </div>
  );
}
