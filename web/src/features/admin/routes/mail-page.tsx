import type { MailOutboxState } from '@alumni/contract';
import { plural, t } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import { intlLocale } from '@/lib/i18n';
import { formatInstant } from '@/lib/instants';
import { PageHeader } from '@/ui/page-header';
import { ErrorState, LoadingState } from '@/ui/page-state';
import { useMailOutbox } from '../api/get-mail-outbox';
import { MailToMembers } from '../components/mail-to-members';

function Counts({ outbox }: { outbox: MailOutboxState }) {
  const counts = [
    { term: t`Waiting to be sent`, value: outbox.queued },
    { term: t`Of those, being retried`, value: outbox.retrying },
    { term: t`Sent`, value: outbox.sent },
    { term: t`Failed`, value: outbox.failed },
  ];
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      {counts.map((count) => (
        <div
          key={count.term}
          className="flex flex-col-reverse gap-1 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
        >
          <dt className="text-sm text-slate-700">{count.term}</dt>
          <dd className="text-2xl font-bold text-slate-900">{count.value.toLocaleString(intlLocale())}</dd>
        </div>
      ))}
    </dl>
  );
}

/** "Given up after 3 attempts:", "Will be tried again at 5 Nov 2026, 2:30 pm after 1 attempt:". */
function FailureState({ failure }: { failure: MailOutboxState['recentFailures'][number] }) {
  const { attempts } = failure;
  const nextAttemptAt = failure.nextAttemptAt && formatInstant(failure.nextAttemptAt);
  if (failure.status === 'failed') {
    return plural(attempts, { one: 'Given up after # attempt:', other: 'Given up after # attempts:' });
  }
  if (!failure.nextAttemptAt) {
    return plural(attempts, {
      one: 'Will be tried again after # attempt:',
      other: 'Will be tried again after # attempts:',
    });
  }
  return (
    <Trans>
      Will be tried again at <time dateTime={failure.nextAttemptAt}>{nextAttemptAt}</time>{' '}
      <Plural value={attempts} one="after # attempt:" other="after # attempts:" />
    </Trans>
  );
}

function Failures({ outbox }: { outbox: MailOutboxState }) {
  if (outbox.recentFailures.length === 0) {
    return (
      <p className="text-slate-700">
        <Trans>No mail has failed.</Trans>
      </p>
    );
  }
  return (
    <ol
      aria-label={t`Latest failures, newest first`}
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
            <span className="font-semibold">{failure.subject ?? t`(not rendered)`}</span>
          </p>
          <p className="break-words text-slate-800">
            <span className="font-semibold">
              <FailureState failure={failure} />
            </span>{' '}
            {failure.reason}
          </p>
        </li>
      ))}
    </ol>
  );
}

/** /admin/mail: what the outbox holds, and why mail failed; announcements and the digest (mail-to-members.tsx). */
export function MailPage() {
  const outbox = useMailOutbox();
  const oldestQueuedAt = outbox.data?.oldestQueuedAt ? formatInstant(outbox.data.oldestQueuedAt) : '';
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t`Mail`}
        description={t`Mail the portal sends: how much waits, was sent or failed. A failed sending is tried again for a day, then given up.`}
      />
      {outbox.isPending ? (
        <LoadingState message={t`Loading the outbox...`} />
      ) : outbox.isError ? (
        <ErrorState message={t`Failed to load the outbox. Please try again.`} onRetry={() => outbox.refetch()} />
      ) : (
        <>
          {outbox.data.delivery === 'files' && (
            <p className="rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-amber-950">
              <Trans>
                No mail server is set (SMTP_URL): mails are written as files under the data folder’s mail/ instead of
                being sent.
              </Trans>
            </p>
          )}
          <Counts outbox={outbox.data} />
          {outbox.data.oldestQueuedAt && (
            <p className="text-slate-700">
              <Trans>
                The oldest waiting mail was queued <time dateTime={outbox.data.oldestQueuedAt}>{oldestQueuedAt}</time>.
              </Trans>
            </p>
          )}
          <section aria-labelledby="mail-failures" className="flex flex-col gap-3">
            <h2 id="mail-failures" className="text-xl font-bold text-slate-900">
              <Trans>Latest failures</Trans>
            </h2>
            <Failures outbox={outbox.data} />
          </section>
        </>
      )}
      <MailToMembers />
    </div>
  );
}
