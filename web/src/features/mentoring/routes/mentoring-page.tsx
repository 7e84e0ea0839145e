import type { MentorshipDirection, MentorshipRequest } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { failureMessage } from '@/lib/api';
import { formatDate } from '@/lib/dates';
import { itemsOf } from '@/lib/pagination';
import { paths } from '@/lib/paths';
import { Button, ButtonLink } from '@/ui/button';
import { FormAlert } from '@/ui/form-fields';
import { LoadMore } from '@/ui/load-more';
import { PageHeader } from '@/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/ui/page-state';
import { useAnswerRequest, useMentorshipRequests } from '../api';

/** Translated when shown, not when this module loads. */
function statusLabel(status: MentorshipRequest['status']): string {
  switch (status) {
    case 'open':
      return t`Waiting for an answer`;
    case 'accepted':
      return t`Accepted`;
    default:
      return t`Declined`;
  }
}

function RequestItem({ request }: { request: MentorshipRequest }) {
  const navigate = useNavigate();
  const answer = useAnswerRequest();
  const received = request.direction === 'received';
  const other = received ? request.requester : request.mentor;
  const name = other.fullName;
  const status = statusLabel(request.status);
  const date = formatDate(request.createdAt);
  const accept = () =>
    answer.mutate(
      { id: request._id, answer: 'accept' },
      { onSuccess: () => navigate(paths.message.getHref(request.requester._id)) },
    );
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{received ? t`From ${name}` : t`To ${name}`}</h3>
        <p className="text-sm text-slate-600">{t`${status} · ${date}`}</p>
      </div>
      <p className="whitespace-pre-line break-words text-slate-800">{request.message}</p>
      <FormAlert message={answer.isError ? failureMessage(answer.error, t`Your answer could not be saved.`) : null} />
      <div className="flex flex-wrap gap-3">
        {received && request.status === 'open' && (
          <>
            <Button onClick={accept} disabled={answer.isPending}>
              <Trans>
                Accept<span className="sr-only"> {name}'s request</span>
              </Trans>
            </Button>
            <Button
              variant="secondary"
              onClick={() => answer.mutate({ id: request._id, answer: 'decline' })}
              disabled={answer.isPending}
            >
              <Trans>
                Decline<span className="sr-only"> {name}'s request</span>
              </Trans>
            </Button>
          </>
        )}
        {request.status === 'accepted' && (
          <ButtonLink to={paths.message.getHref(other._id)} variant="secondary">
            <Trans>
              Open the chat<span className="sr-only"> with {name}</span>
            </Trans>
          </ButtonLink>
        )}
      </div>
    </li>
  );
}

function RequestList({ direction, title, empty }: { direction: MentorshipDirection; title: string; empty: string }) {
  const list = useMentorshipRequests(direction);
  const headingId = `mentoring-${direction}`;
  const items = itemsOf(list.data?.pages);
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {list.isPending ? (
        <LoadingState message={t`Loading requests…`} />
      ) : list.isError ? (
        <ErrorState message={failureMessage(list.error, t`The requests could not be loaded.`)} onRetry={list.refetch} />
      ) : items.length === 0 ? (
        <EmptyState message={empty} />
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((request) => (
            <RequestItem key={request._id} request={request} />
          ))}
        </ul>
      )}
      <LoadMore list={list} failureMessage={t`More requests could not be loaded.`} />
    </section>
  );
}

/** Requests to the member as a mentor, to answer, and the member's own requests. */
export function MentoringPage() {
  return (
    <div className="page-container flex max-w-3xl flex-col gap-8 py-10 sm:py-14">
      <PageHeader
        title={t`Mentoring`}
        description={t`Requests from alumni who would like your help, and the requests you sent. Accepting one opens a chat.`}
      />
      <RequestList direction="received" title={t`Requests to you`} empty={t`Nobody has asked you for mentoring yet.`} />
      <RequestList
        direction="sent"
        title={t`Requests you sent`}
        empty={t`You have not asked anyone yet. Find mentors in the Community directory.`}
      />
    </div>
  );
}
