import type { MailOutboxState } from '@alumni/contract';
import { formatInstant } from '@/lib/instants';
import { usePageTitle } from '@/lib/page-title';
import { PageHeader } from '@/ui/page-header';
import { ErrorState, LoadingState } from '@/ui/page-state';
import { useMailOutbox } from '../api/get-mail-outbox';
import { MailToMembers } from '../components/mail-to-members';

function Counts({ outbox }: { outbox: MailOutboxState }) {
  const counts = [
    { term: 'Waiting to be sent', value: outbox.queued },
    { term: 'Of those, being retried', value: outbox.retrying },
    { term: 'Sent', value: outbox.sent },
    { term: 'Failed', value: outbox.failed },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {counts.map((count) => (
        <div
          key={count.term}
          className="flex flex-col-reverse gap-1 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <dt className="text-sm text-slate-700">{count.term}</dt>
          <dd className="text-2xl font-bold text-slate-900">{count.value.toLocaleString('en-IN')}</dd>
        </div>
      ))}
    </dl>
  );
}

function Failures({ outbox }: { outbox: MailOutboxState }) {
  if (outbox.recentFailures.length === 0) return <p className="text-slate-700">No mail has failed.</p>;
  return (
    <ol
      aria-label="Latest failures, newest first"
      className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white px-5 shadow-sm"
    >
      {outbox.recentFailures.map((failure) => (
        <li key={failure._id} className="flex flex-col gap-1.5 py-4">
          <p className="flex flex-wrap items-baseline gap-x-2 text-sm text-slate-600">
            <time dateTime={failure.createdAt}>{formatInstant(failure.createdAt)}</time>
            <span aria-hidden="true">·</span>
            <span>{failure.kind}</span>
            <span aria-hidden="true">·</span>
            <span className="break-all">{failure.to}</span>
          </p>
          <p className="break-words text-slate-900">
            <span className="font-semibold">{failure.subject ?? '(not rendered)'}</span>
          </p>
          <p className="break-words text-slate-800">
            <span className="font-semibold">
              {failure.status === 'failed' ? 'Given up' : 'Will be tried again'}
              {failure.nextAttemptAt && (
                <>
                  {' at '}
                  <time dateTime={failure.nextAttemptAt}>{formatInstant(failure.nextAttemptAt)}</time>
                </>
              )}
              {` after ${failure.attempts} attempt${failure.attempts === 1 ? '' : 's'}: `}
            </span>
            {failure.reason}
          </p>
        </li>
      ))}
    </ol>
  );
}

/** /admin/mail: what the outbox holds, and why mail failed; announcements and the digest (mail-to-members.tsx). */
export function MailPage() {
  usePageTitle('Mail');
  const outbox = useMailOutbox();
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Mail"
        description="Mail the portal sends: how much waits, was sent or failed. A failed sending is tried again for a day, then given up."
      />
      {outbox.isPending ? (
        <LoadingState message="Loading the outbox..." />
      ) : outbox.isError ? (
        <ErrorState message="Failed to load the outbox. Please try again." onRetry={() => outbox.refetch()} />
      ) : (
        <>
          {outbox.data.delivery === 'files' && (
            <p className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
              No mail server is set (SMTP_URL): mails are written as files under the data folder’s mail/ instead of
              being sent.
            </p>
          )}
          <Counts outbox={outbox.data} />
          {outbox.data.oldestQueuedAt && (
            <p className="text-slate-700">
              The oldest waiting mail was queued{' '}
              <time dateTime={outbox.data.oldestQueuedAt}>{formatInstant(outbox.data.oldestQueuedAt)}</time>.
            </p>
          )}
          <section aria-labelledby="mail-failures" className="flex flex-col gap-3">
            <h2 id="mail-failures" className="text-xl font-bold text-slate-900">
              Latest failures
            </h2>
            <Failures outbox={outbox.data} />
          </section>
        </>
      )}
      <MailToMembers />
    </div>
  );
}
