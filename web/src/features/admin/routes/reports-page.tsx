import { type AdminReport, FORMER_MEMBER_NAME, type Reportable } from '@alumni/contract';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/app/paths';
import { formatInstant } from '@/lib/instants';
import { usePageTitle } from '@/lib/page-title';
import { itemsOf } from '@/lib/pagination';
import { Badge } from '@/ui/badge';
import { LoadMore } from '@/ui/load-more';
import { PageHeader } from '@/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/ui/page-state';
import { useReports } from '../api/get-reports';
import type { ReportStatus } from '../api/query-keys';
import { useDismissReport, useSetContentHidden } from '../api/report-actions';
import { useUserAction } from '../api/user-actions';
import { ReasonAction } from '../components/reason-action';
import { StatusTabs } from '../components/status-tabs';
import { adminPaths } from '../paths';

const STATUS_TABS = [
  { value: 'open', label: 'Open' },
  { value: 'actioned', label: 'Actioned' },
  { value: 'dismissed', label: 'Dismissed' },
] as const satisfies ReadonlyArray<{ value: ReportStatus; label: string }>;

const TYPE_LABELS: Record<Reportable, string> = { story: 'Story', event: 'Event', job: 'Job', message: 'Message' };

const EMPTY_MESSAGES: Record<ReportStatus, string> = {
  open: 'No open reports. Nothing needs a look right now.',
  actioned: 'No reports were acted on yet.',
  dismissed: 'No reports were dismissed yet.',
};

function statusFrom(params: URLSearchParams): ReportStatus {
  const status = params.get('status');
  return STATUS_TABS.find((tab) => tab.value === status)?.value ?? 'open';
}

function itemHref(type: Reportable, id: string): string | null {
  if (type === 'story') return paths.story.getHref(id);
  if (type === 'event') return paths.event.getHref(id);
  return null;
}

function ReportActions({ report }: { report: AdminReport }) {
  const { item } = report;
  const name = item.label ?? `${TYPE_LABELS[item.type].toLowerCase()} ${item._id}`;
  const hide = useSetContentHidden(true, item.type, item._id);
  const restore = useSetContentHidden(false, item.type, item._id);
  const dismiss = useDismissReport(report._id);
  const suspendAuthor = useUserAction('suspend', item.author?._id ?? '');
  const noun = TYPE_LABELS[item.type].toLowerCase();
  return (
    <div className="flex flex-wrap gap-2">
      {item.label !== null &&
        (item.hidden ? (
          <ReasonAction
            label="Restore"
            itemName={name}
            dialogTitle={`Restore this ${noun}`}
            dialogDescription={`The ${noun} shows again in every list and page.`}
            reasonRequired={false}
            submitLabel="Restore"
            mutation={restore}
          />
        ) : (
          <ReasonAction
            label="Hide"
            itemName={name}
            variant="danger"
            dialogTitle={`Hide this ${noun}`}
            dialogDescription={`The ${noun} vanishes from every list and page, its author’s own included; its open reports are closed.`}
            reasonRequired
            submitLabel="Hide"
            submitVariant="destructive"
            mutation={hide}
          />
        ))}
      {report.status === 'open' && (
        <ReasonAction
          label="Dismiss"
          itemName={`the report on ${name}`}
          dialogTitle="Dismiss this report"
          dialogDescription="The report is closed without action; the item stays as it is."
          reasonRequired={false}
          submitLabel="Dismiss"
          mutation={dismiss}
        />
      )}
      {item.author && !item.author.suspended && (
        <ReasonAction
          label="Suspend author"
          itemName={item.author.fullName}
          variant="danger"
          dialogTitle={`Suspend ${item.author.fullName}`}
          dialogDescription="The author is signed out everywhere and cannot sign in until restored. Their stories, events and jobs are hidden from everyone until then."
          reasonRequired
          reasonHint="Shown to the member when they try to sign in, and kept in the audit log."
          submitLabel="Suspend"
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
  return (
    <article className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-1.5">
          <Badge tone="slate">{TYPE_LABELS[item.type]}</Badge>
          {item.hidden && <Badge tone="red">Hidden</Badge>}
          {item.label === null && <Badge tone="slate">Deleted by its author</Badge>}
        </div>
        <h2 className="text-lg font-bold break-words text-slate-900">
          {href ? (
            <Link to={href} className="underline-offset-4 hover:underline">
              {item.label}
            </Link>
          ) : (
            (item.label ?? `This ${TYPE_LABELS[item.type].toLowerCase()} was deleted`)
          )}
        </h2>
        {item.excerpt && <p className="line-clamp-4 break-words whitespace-pre-line text-slate-700">{item.excerpt}</p>}
        {item.author ? (
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            <span>
              <span className="font-semibold">{item.type === 'message' ? 'Sender' : 'Author'}: </span>
              {item.author.fullName}
            </span>
            {item.author.suspended && <Badge tone="red">Suspended</Badge>}
          </p>
        ) : (
          // A message outlives its sender's account: it stays in the recipient's conversation.
          item.label !== null && (
            <p className="text-sm text-slate-700">
              <span className="font-semibold">Sender: </span>
              {FORMER_MEMBER_NAME}
            </p>
          )
        )}
      </div>
      <div className="flex flex-col gap-1 rounded-lg bg-slate-50 p-3 text-sm">
        <p className="text-slate-700">
          Reported by <span className="font-semibold text-slate-900">{report.reporter.fullName}</span> on{' '}
          <time dateTime={report.createdAt}>{formatInstant(report.createdAt)}</time>
        </p>
        <p className="break-words whitespace-pre-line text-slate-900">
          <span className="font-semibold">Reason: </span>
          {report.reason}
        </p>
        {report.resolvedAt && (
          <p className="text-slate-700">
            {report.status === 'dismissed' ? 'Dismissed' : 'Acted on'}{' '}
            <time dateTime={report.resolvedAt}>{formatInstant(report.resolvedAt)}</time>
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
  if (reports.isPending) return <LoadingState message="Loading reports..." />;
  if (reports.isError && !reports.data) {
    return <ErrorState message="Failed to load the reports. Please try again." onRetry={() => reports.refetch()} />;
  }
  const items = itemsOf(reports.data.pages);
  if (items.length === 0) return <EmptyState message={EMPTY_MESSAGES[status]} />;
  return (
    <div className="flex flex-col gap-6">
      <ul className="flex flex-col gap-4" aria-label="Reports">
        {items.map((report) => (
          <li key={report._id}>
            <ReportCard report={report} />
          </li>
        ))}
      </ul>
      <LoadMore list={reports} failureMessage="Failed to load more reports. Please try again." />
    </div>
  );
}

/** /admin/reports: what members reported, by status, with hide, restore, dismiss and suspend author. */
export function ReportsPage() {
  usePageTitle('Reports');
  const [searchParams] = useSearchParams();
  const status = statusFrom(searchParams);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title="Reports" description="Stories, events, jobs and messages members reported, newest first." />
      <StatusTabs
        label="Report status"
        tabs={STATUS_TABS}
        current={status}
        hrefFor={(value) =>
          value === 'open' ? adminPaths.adminReports.path : `${adminPaths.adminReports.path}?status=${value}`
        }
      />
      <ReportList status={status} />
    </div>
  );
}
