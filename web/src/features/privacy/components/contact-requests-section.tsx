import type { IncomingContactRequest } from '@alumni/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useId } from 'react';
import { failureMessage } from '@/lib/api';
import { formatInstant } from '@/lib/instants';
import { itemsOf } from '@/lib/pagination';
import { showToast } from '@/lib/toasts';
import { Button } from '@/ui/button';
import { LoadMore } from '@/ui/load-more';
import { EmptyState, ErrorState, LoadingState } from '@/ui/page-state';
import { useAnswerContact, useContactRequests } from '../api/contact-requests';
import { contactFieldLabel } from './contact-field-label';

const SECTION = 'flex min-w-0 flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';
const ROW = 'flex flex-col gap-2 py-3 text-sm sm:flex-row sm:items-center sm:justify-between';

/** One request's buttons: each answers it at once, and the lists are read again. */
function Answer({ request }: { request: IncomingContactRequest }) {
  const { t } = useLingui();
  const answer = useAnswerContact();
  const name = request.asker.fullName;
  const field = contactFieldLabel(request.field);
  const send = (verb: 'approve' | 'decline' | 'revoke') =>
    answer.mutate(
      { id: request._id, answer: verb },
      {
        onSuccess: () =>
          showToast(
            verb === 'approve'
              ? t`${name} can now see your ${field}.`
              : verb === 'decline'
                ? t`Declined: ${name} sees only "not shared".`
                : t`${name} no longer sees your ${field}.`,
          ),
        onError: (error) => showToast(failureMessage(error, t`That did not work. Please try again.`), 'error'),
      },
    );
  if (request.status === 'approved') {
    return (
      <Button
        variant="secondary"
        aria-label={t`Take back: ${name}, ${field}`}
        disabled={answer.isPending}
        onClick={() => send('revoke')}
      >
        <Trans>Take back</Trans>
      </Button>
    );
  }
  return (
    <div className="flex flex-wrap gap-2">
      <Button aria-label={t`Approve: ${name}, ${field}`} disabled={answer.isPending} onClick={() => send('approve')}>
        <Trans>Approve</Trans>
      </Button>
      <Button
        variant="secondary"
        aria-label={t`Decline: ${name}, ${field}`}
        disabled={answer.isPending}
        onClick={() => send('decline')}
      >
        <Trans>Decline</Trans>
      </Button>
    </div>
  );
}

/**
 * "Contact on request" on /account/privacy (decision 0058): the requests waiting for an answer,
 * and who sees which field since when, each taken back in one action.
 */
export function ContactRequestsSection() {
  const { t } = useLingui();
  const headingId = useId();
  const pendingId = useId();
  const sharedId = useId();
  const requests = useContactRequests('incoming');
  let body: ReactNode;
  if (requests.isPending) body = <LoadingState message={t`Loading requests to see your contact details...`} />;
  else if (requests.isError && !requests.data) {
    body = (
      <ErrorState
        message={t`Failed to load requests to see your contact details.`}
        onRetry={() => requests.refetch()}
      />
    );
  } else {
    const items = itemsOf(requests.data.pages).filter(
      (request): request is IncomingContactRequest => request.direction === 'incoming',
    );
    const pending = items.filter((request) => request.status === 'pending');
    const shared = items.filter((request) => request.status === 'approved');
    body = (
      <>
        <h3 id={pendingId} className="font-semibold text-slate-900">
          <Trans>Waiting for your answer</Trans>
        </h3>
        {pending.length === 0 ? (
          <EmptyState message={t`No request is waiting.`} />
        ) : (
          <ul aria-labelledby={pendingId} className="flex flex-col divide-y divide-slate-200">
            {pending.map((request) => {
              const name = request.asker.fullName;
              const field = contactFieldLabel(request.field);
              const reason = request.reason;
              const when = formatInstant(request.createdAt);
              return (
                <li key={request._id} className={ROW}>
                  <span className="text-slate-900">
                    <span className="font-medium">{t`${name} asks to see your ${field}`}</span>
                    <span className="block text-slate-700">{t`Reason: ${reason}`}</span>
                    <span className="block text-slate-600">{when}</span>
                  </span>
                  <Answer request={request} />
                </li>
              );
            })}
          </ul>
        )}
        <h3 id={sharedId} className="font-semibold text-slate-900">
          <Trans>Who can see what</Trans>
        </h3>
        {shared.length === 0 ? (
          <EmptyState message={t`You have not shared any contact details on request.`} />
        ) : (
          <ul aria-labelledby={sharedId} className="flex flex-col divide-y divide-slate-200">
            {shared.map((request) => {
              const name = request.asker.fullName;
              const field = contactFieldLabel(request.field);
              const since = formatInstant(request.decidedAt ?? request.createdAt);
              return (
                <li key={request._id} className={ROW}>
                  <span className="text-slate-900">{t`${name} sees your ${field} since ${since}`}</span>
                  <Answer request={request} />
                </li>
              );
            })}
          </ul>
        )}
        <LoadMore list={requests} failureMessage={t`Failed to load more. Please try again.`} />
      </>
    );
  }
  return (
    <section id="contact-on-request" aria-labelledby={headingId} className={`${SECTION} scroll-mt-4`}>
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        <Trans>Contact on request</Trans>
      </h2>
      <p className="text-sm text-slate-700">
        <Trans>
          Your email, phone or address set to “On request” is shown only to the alumni whose request you approve. Take a
          permission back at any time: they stop seeing it at once.
        </Trans>
      </p>
      {body}
    </section>
  );
}
