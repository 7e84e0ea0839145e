import type { AuditEntry } from '@alumni/contract';
import { formatInstant } from '@/lib/instants';
import { usePageTitle } from '@/lib/page-title';
import { itemsOf } from '@/lib/pagination';
import { LoadMore } from '@/ui/load-more';
import { PageHeader } from '@/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/ui/page-state';
import { useAuditLog } from '../api/get-audit-log';

const ACTIONS: Record<string, string> = {
  'user.approve': 'Approved an account',
  'user.reject': 'Rejected an account',
  'user.suspend': 'Suspended an account',
  'user.restore': 'Restored an account',
  'user.make_admin': 'Made an admin',
  'user.revoke_admin': 'Revoked an admin',
  'roll.import': 'Imported the graduate roll',
  'report.dismiss': 'Dismissed a report',
  'content.hide': 'Hid content',
  'content.restore': 'Restored content',
  'campaign.create': 'Created a campaign',
  'campaign.update': 'Changed a campaign',
  'campaign.delete': 'Deleted a campaign',
  'contact.handled': 'Handled a contact message',
};

function detailText(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

function AuditItem({ entry }: { entry: AuditEntry }) {
  const details = entry.details ? Object.entries(entry.details) : [];
  return (
    <li className="flex flex-col gap-1.5 py-4">
      <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-slate-600">
        <time dateTime={entry.createdAt}>{formatInstant(entry.createdAt)}</time>
        <span aria-hidden="true">·</span>
        <span className="font-semibold text-slate-900">{entry.actor.name}</span>
      </p>
      <p className="break-words text-slate-900">
        <span className="font-semibold">{ACTIONS[entry.action] ?? entry.action}</span>
        {': '}
        <span>
          {entry.targetLabel ?? entry.targetId} <span className="text-slate-600">({entry.targetType})</span>
        </span>
      </p>
      {entry.reason && (
        <p className="break-words whitespace-pre-line text-slate-800">
          <span className="font-semibold">Why: </span>
          {entry.reason}
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
  if (audit.isPending) return <LoadingState message="Loading the audit log..." />;
  if (audit.isError && !audit.data) {
    return <ErrorState message="Failed to load the audit log. Please try again." onRetry={() => audit.refetch()} />;
  }
  const items = itemsOf(audit.data.pages);
  if (items.length === 0) return <EmptyState message="No admin actions yet." />;
  return (
    <div className="flex flex-col gap-6">
      <ol
        aria-label="Admin actions, newest first"
        className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white px-5 shadow-sm"
      >
        {items.map((entry) => (
          <AuditItem key={entry._id} entry={entry} />
        ))}
      </ol>
      <LoadMore list={audit} failureMessage="Failed to load more entries. Please try again." />
    </div>
  );
}

/** /admin/audit: who did what, when and why; nobody can change it. */
export function AuditPage() {
  usePageTitle('Audit log');
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Audit log"
        description="Every admin action, newest first: who, what, when and why. Nobody can change it."
      />
      <AuditList />
    </div>
  );
}
