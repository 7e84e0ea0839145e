import type { MentorshipDirection, MentorshipRequest } from '@alumni/contract';
import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { failureMessage } from '@/lib/api';
import { formatDate } from '@/lib/dates';
import { usePageTitle } from '@/lib/page-title';
import { itemsOf } from '@/lib/pagination';
import { Button, ButtonLink } from '@/ui/button';
import { FormAlert } from '@/ui/form-fields';
import { LoadMore } from '@/ui/load-more';
import { PageHeader } from '@/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/ui/page-state';
import { useAnswerRequest, useMentorshipRequests } from '../api';

const STATUS_LABELS: Record<MentorshipRequest['status'], string> = {
  open: 'Waiting for an answer',
  accepted: 'Accepted',
  declined: 'Declined',
};

function RequestItem({ request }: { request: MentorshipRequest }) {
  const navigate = useNavigate();
  const answer = useAnswerRequest();
  const received = request.direction === 'received';
  const other = received ? request.requester : request.mentor;
  const accept = () =>
    answer.mutate(
      { id: request._id, answer: 'accept' },
      { onSuccess: () => navigate(paths.message.getHref(request.requester._id)) },
    );
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-semibold text-slate-900">{received ? `From ${other.fullName}` : `To ${other.fullName}`}</h3>
        <p className="text-sm text-slate-600">{`${STATUS_LABELS[request.status]} · ${formatDate(request.createdAt)}`}</p>
      </div>
      <p className="whitespace-pre-line break-words text-slate-800">{request.message}</p>
      <FormAlert message={answer.isError ? failureMessage(answer.error, 'Your answer could not be saved.') : null} />
      <div className="flex flex-wrap gap-3">
        {received && request.status === 'open' && (
          <>
            <Button onClick={accept} disabled={answer.isPending}>
              Accept<span className="sr-only"> {other.fullName}'s request</span>
            </Button>
            <Button
              variant="secondary"
              onClick={() => answer.mutate({ id: request._id, answer: 'decline' })}
              disabled={answer.isPending}
            >
              Decline<span className="sr-only"> {other.fullName}'s request</span>
            </Button>
          </>
        )}
        {request.status === 'accepted' && (
          <ButtonLink to={paths.message.getHref(other._id)} variant="secondary">
            Open the chat<span className="sr-only"> with {other.fullName}</span>
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
        <LoadingState message="Loading requests…" />
      ) : list.isError ? (
        <ErrorState message={failureMessage(list.error, 'The requests could not be loaded.')} onRetry={list.refetch} />
      ) : items.length === 0 ? (
        <EmptyState message={empty} />
      ) : (
        <ul className="flex flex-col gap-3">
          {items.map((request) => (
            <RequestItem key={request._id} request={request} />
          ))}
        </ul>
      )}
      <LoadMore list={list} failureMessage="More requests could not be loaded." />
    </section>
  );
}

/** Requests to the member as a mentor, to answer, and the member's own requests. */
export function MentoringPage() {
  usePageTitle('Mentoring');
  return (
    <div className="page-container flex max-w-3xl flex-col gap-8 py-10 sm:py-14">
      <PageHeader
        title="Mentoring"
        description="Requests from alumni who would like your help, and the requests you sent. Accepting one opens a chat."
      />
      <RequestList direction="received" title="Requests to you" empty="Nobody has asked you for mentoring yet." />
      <RequestList
        direction="sent"
        title="Requests you sent"
        empty="You have not asked anyone yet. Find mentors in the Community directory."
      />
    </div>
  );
}
