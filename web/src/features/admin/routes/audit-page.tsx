import type { AuditEntry } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { formatInstant } from '@/lib/instants';
import { itemsOf } from '@/lib/pagination';
import { LoadMore } from '@/ui/load-more';
import { PageHeader } from '@/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/ui/page-state';
import { useAuditLog } from '../api/get-audit-log';
import { auditSentence } from '../lib/audit-sentence';

/** What the log keeps of an entry, as it is: the codes and the details, for the admin who needs them. */
function RawDetails({ entry }: { entry: AuditEntry }) {
  const { action, targetType, targetId } = entry;
  return (
    <details className="text-sm text-slate-700">
      <summary className="w-fit cursor-pointer rounded font-medium text-blue-800 underline-offset-2 hover:underline">
        <Trans>Details</Trans>
      </summary>
      <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1">
        <dt className="font-medium">
          <Trans>Action</Trans>
        </dt>
        <dd className="font-mono break-all">{action}</dd>
        <dt className="font-medium">
          <Trans>Target</Trans>
        </dt>
        <dd className="font-mono break-all">
          {targetType} {targetId}
        </dd>
        {entry.details && (
          <>
            <dt className="font-medium">
              <Trans>Recorded</Trans>
            </dt>
            <dd>
              <pre className="font-mono text-xs break-all whitespace-pre-wrap">
                {JSON.stringify(entry.details, null, 2)}
              </pre>
            </dd>
          </>
        )}
      </dl>
    </details>
  );
}

function AuditItem({ entry }: { entry: AuditEntry }) {
  const { reason } = entry;
  return (
    <li className="flex flex-col gap-1.5 py-4">
      <p className="text-sm text-slate-600">
        <time dateTime={entry.createdAt}>{formatInstant(entry.createdAt)}</time>
      </p>
      <p className="break-words text-slate-900">{auditSentence(entry)}</p>
      {entry.reason && (
        <p className="break-words whitespace-pre-line text-slate-800">
          <Trans>
            <span className="font-semibold">Why:</span> {reason}
          </Trans>
        </p>
      )}
      <RawDetails entry={entry} />
    </li>
  );
}

function AuditList() {
  const audit = useAuditLog();
  if (audit.isPending) return <LoadingState message={t`Loading the audit log...`} />;
  if (audit.isError && !audit.data) {
    return <ErrorState message={t`Failed to load the audit log. Please try again.`} onRetry={() => audit.refetch()} />;
  }
  const items = itemsOf(audit.data.pages);
  if (items.length === 0) return <EmptyState message={t`No admin actions yet.`} />;
  return (
    <div className="flex flex-col gap-6">
      <ol
        aria-label={t`Admin actions, newest first`}
        className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white px-5 shadow-sm"
      >
        {items.map((entry) => (
          <AuditItem key={entry._id} entry={entry} />
        ))}
      </ol>
      <LoadMore list={audit} failureMessage={t`Failed to load more entries. Please try again.`} />
    </div>
  );
}

/** /admin/audit: who did what, when and why; nobody can change it. */
export function AuditPage() {
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t`Audit log`}
        description={t`Every admin action, newest first: who, what, when and why. Nobody can change it.`}
      />
      <AuditList />
    </div>
  );
}
