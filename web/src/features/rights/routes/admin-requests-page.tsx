import { type AdminPrivacyRequest, RIGHTS_LIMITS } from '@alumni/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useSearchParams } from 'react-router';
import { formatInstant } from '@/lib/instants';
import { itemsOf } from '@/lib/pagination';
import { AnswerForm, AnswerShown } from '@/ui/answer-form';
import { Badge } from '@/ui/badge';
import { LinkTabs } from '@/ui/link-tabs';
import { LoadMore } from '@/ui/load-more';
import { PageHeader } from '@/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/ui/page-state';
import { type QueueFilter, useAnswerRequest, useRequestQueue } from '../api/queue';
import { rightsPaths } from '../paths';

const FILTERS = ['open', 'answered', 'all'] as const satisfies ReadonlyArray<QueueFilter>;

function filterFrom(params: URLSearchParams): QueueFilter {
  const show = params.get('show');
  return FILTERS.find((value) => value === show) ?? 'open';
}

/** "Answer": mailed to the member with their request quoted, and shown on their privacy page. */
function RequestAnswerForm({ request }: { request: AdminPrivacyRequest }) {
  const { t } = useLingui();
  const answer = useAnswerRequest();
  const email = request.member.email;
  return (
    <AnswerForm
      subject={request.subject}
      hint={t`Mailed to ${email} with their request quoted, and shown to them on their privacy page. Plain text.`}
      field="text"
      maxLength={RIGHTS_LIMITS.answer}
      send={(text) => answer.mutateAsync({ id: request._id, text })}
      sending={answer.isPending}
    />
  );
}

function RequestCard({ request }: { request: AdminPrivacyRequest }) {
  const { t } = useLingui();
  const member = request.member.fullName;
  const sent = formatInstant(request.createdAt);
  const due = formatInstant(request.dueAt);
  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold break-words text-slate-900">{request.subject}</h2>
        <div className="flex flex-wrap gap-2">
          <Badge tone="blue">{request.kind === 'correction' ? t`Correction` : t`Grievance`}</Badge>
          {request.state === 'answered' ? (
            <Badge tone="green">{t`Answered`}</Badge>
          ) : request.overdue ? (
            <Badge tone="red">{t`Overdue`}</Badge>
          ) : (
            <Badge tone="amber">{t`Open`}</Badge>
          )}
        </div>
      </div>
      <p className="flex flex-wrap gap-x-2 text-sm text-slate-700">
        <span>
          <Trans>
            From <span className="font-semibold text-slate-900">{member}</span>
          </Trans>
        </span>
        <span className="break-all">{request.member.email}</span>
        <span aria-hidden="true">·</span>
        <span>
          <Trans>
            sent {sent}, due by {due}
          </Trans>
        </span>
      </p>
      <p className="break-words whitespace-pre-line text-slate-800">{request.text}</p>
      {request.answer ? (
        <AnswerShown by={request.answeredBy ?? ''} at={request.answer.answeredAt} text={request.answer.text} />
      ) : (
        <RequestAnswerForm request={request} />
      )}
    </article>
  );
}

function RequestList({ filter }: { filter: QueueFilter }) {
  const { t } = useLingui();
  const requests = useRequestQueue(filter);
  if (requests.isPending) return <LoadingState message={t`Loading requests...`} />;
  if (requests.isError && !requests.data) {
    return (
      <ErrorState message={t`Failed to load the requests. Please try again.`} onRetry={() => requests.refetch()} />
    );
  }
  const items = itemsOf(requests.data.pages);
  if (items.length === 0) {
    return <EmptyState message={filter === 'open' ? t`No request is waiting for an answer.` : t`No requests yet.`} />;
  }
  return (
    <div className="flex flex-col gap-6">
      <ul className="flex flex-col gap-4" aria-label={t`Members' requests`}>
        {items.map((request) => (
          <li key={request._id}>
            <RequestCard request={request} />
          </li>
        ))}
      </ul>
      <LoadMore list={requests} failureMessage={t`Failed to load more. Please try again.`} />
    </div>
  );
}

/** /admin/requests: members' grievances and correction requests, answered by mail (decision 0059). */
export function AdminRequestsPage() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const filter = filterFrom(params);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t`Requests`}
        description={t`Members' grievances and requests to correct what an admin recorded, for the grievance officer. Each is due within the days the association set; overdue ones are marked.`}
      />
      <LinkTabs
        label={t`Show requests`}
        current={filter}
        tabs={[
          { value: 'open', label: t`Open` },
          { value: 'answered', label: t`Answered` },
          { value: 'all', label: t`All` },
        ]}
        hrefFor={(value) =>
          value === 'open' ? rightsPaths.adminRequests : `${rightsPaths.adminRequests}?show=${value}`
        }
      />
      <RequestList filter={filter} />
    </div>
  );
}
