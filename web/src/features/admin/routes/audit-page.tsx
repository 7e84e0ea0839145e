import type { AuditEntry } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { formatInstant } from '@/lib/instants';
import { itemsOf } from '@/lib/pagination';
import { LoadMore } from '@/ui/load-more';
import { PageHeader } from '@/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/ui/page-state';
import { useAuditLog } from '../api/get-audit-log';

/** An action in words, in the language shown; an action this page does not know shows its code. */
function actionText(action: string): string {
  const actions: Record<string, string> = {
    'user.approve': t`Approved an account`,
    'user.reject': t`Rejected an account`,
    'user.suspend': t`Suspended an account`,
    'user.restore': t`Restored an account`,
    'user.make_admin': t`Made an admin`,
    'user.revoke_admin': t`Revoked an admin`,
    'roll.import': t`Imported the graduate roll`,
    'report.dismiss': t`Dismissed a report`,
    'content.hide': t`Hid content`,
    'content.restore': t`Restored content`,
    'campaign.create': t`Created a campaign`,
    'campaign.update': t`Changed a campaign`,
    'campaign.delete': t`Deleted a campaign`,
    'contact.handled': t`Handled a contact message`,
  };
  return actions[action] ?? action;
}

function detailText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function AuditItem({ entry }: { entry: AuditEntry }) {
  const { reason } = entry;
  const details = entry.details ? Object.entries(entry.details) : [];
  return (
    <li className="flex flex-col gap-1.5 py-4">
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-slate-600">
        <time dateTime={entry.createdAt}>{formatInstant(entry.createdAt)}</time>
        <span aria-hidden="true">·</span>
        <span className="font-semibold text-slate-900">{entry.actor.name}</span>
      </p>
      <p className="break-words text-slate-900">
        <span className="font-semibold">{actionText(entry.action)}</span>
        {': '}
        <span>
          {entry.targetLabel ?? entry.targetId} <span className="text-slate-600">({entry.targetType})</span>
        </span>
      </p>
      {entry.reason && (
        <p className="break-words whitespace-pre-line text-slate-800">
          <Trans>
            <span className="font-semibold">Why:</span> {reason}
          </Trans>
        </p>
      )}
      {details.length > 0 && (
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          {details.map(([key, value]) => (
            <li key={key} className="break-all">
              {key}: {detailText(value)}
            </li>
          ))}
        </ul>
      )}
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
