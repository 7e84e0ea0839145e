import type { AdminContactMessage } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import type { ContactFilter } from '@/features/admin';
import { adminPaths } from '@/features/admin/paths';
import { formatInstant } from '@/lib/instants';
import { itemsOf } from '@/lib/pagination';
import { paths } from '@/lib/paths';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { LinkTabs } from '@/ui/link-tabs';
import { LoadMore } from '@/ui/load-more';
import { PageHeader } from '@/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/ui/page-state';
import { useContactMessages } from '../api/get-contact-messages';
import { useMarkHandled } from '../api/mark-handled';
import { ContactReplyForm, ContactReplyShown } from '../components/contact-reply';

const FILTERS = ['unhandled', 'handled', 'all'] as const satisfies ReadonlyArray<ContactFilter>;

function tabs(): ReadonlyArray<{ value: ContactFilter; label: string }> {
  return [
    { value: 'unhandled', label: t`Not handled` },
    { value: 'handled', label: t`Handled` },
    { value: 'all', label: t`All` },
  ];
}

function emptyMessage(filter: ContactFilter): string {
  if (filter === 'unhandled') return t`No messages are waiting. Everything has been handled.`;
  if (filter === 'handled') return t`No messages have been handled yet.`;
  return t`No messages yet.`;
}

function filterFrom(params: URLSearchParams): ContactFilter {
  const show = params.get('show');
  return FILTERS.find((value) => value === show) ?? 'unhandled';
}

function MarkHandled({ message }: { message: AdminContactMessage }) {
  const markHandled = useMarkHandled();
  return (
    <Button variant="secondary" disabled={markHandled.isPending} onClick={() => markHandled.mutate(message._id)}>
      {markHandled.isPending ? <Trans>Marking…</Trans> : <Trans>Mark handled</Trans>}
      <span className="sr-only"> {message.subject}</span>
    </Button>
  );
}

function MessageCard({ message }: { message: AdminContactMessage }) {
  const sender = message.sender.fullName;
  const handledAt = message.handledAt && formatInstant(message.handledAt);
  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold break-words text-slate-900">{message.subject}</h2>
        <div className="flex flex-wrap gap-2">
          {/* Who wrote: a signed-in member, or a visitor through the public form (an address nobody confirmed). */}
          {message.sender._id === null ? (
            <Badge tone="slate">
              <Trans>Visitor</Trans>
            </Badge>
          ) : (
            <Badge tone="blue">
              <Trans>Member</Trans>
            </Badge>
          )}
          {message.handledAt ? (
            <Badge tone="green">
              <Trans>Handled</Trans>
            </Badge>
          ) : (
            <Badge tone="amber">
              <Trans>Not handled</Trans>
            </Badge>
          )}
        </div>
      </div>
      <p className="flex flex-wrap gap-x-2 text-sm text-slate-700">
        <span>
          {message.sender._id === null ? (
            <Trans>
              From <span className="font-semibold text-slate-900">{sender}</span>
            </Trans>
          ) : (
            <Trans>
              From{' '}
              <Link
                to={paths.profile.getHref(message.sender._id)}
                className="font-semibold text-blue-800 underline underline-offset-2 hover:no-underline"
              >
                {sender}
              </Link>
            </Trans>
          )}
        </span>
        <a
          href={`mailto:${message.sender.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
          className="break-all text-blue-800 underline underline-offset-2 hover:no-underline"
        >
          {message.sender.email}
        </a>
        <span aria-hidden="true">·</span>
        <time dateTime={message.createdAt}>{formatInstant(message.createdAt)}</time>
      </p>
      <p className="break-words whitespace-pre-line text-slate-800">{message.message}</p>
      {message.reply && <ContactReplyShown reply={message.reply} />}
      <div className="flex flex-col gap-3 border-t border-slate-200 pt-4">
        {message.handledAt && (
          <p className="text-sm text-slate-700">
            <Trans>
              Handled <time dateTime={message.handledAt}>{handledAt}</time>
            </Trans>
          </p>
        )}
        {(!message.reply || !message.handledAt) && (
          <div className="flex flex-wrap items-start gap-3">
            {!message.reply && <ContactReplyForm message={message} />}
            {!message.handledAt && <MarkHandled message={message} />}
          </div>
        )}
      </div>
    </article>
  );
}

function MessageList({ filter }: { filter: ContactFilter }) {
  const messages = useContactMessages(filter);
  if (messages.isPending) return <LoadingState message={t`Loading messages...`} />;
  if (messages.isError && !messages.data) {
    return (
      <ErrorState message={t`Failed to load the messages. Please try again.`} onRetry={() => messages.refetch()} />
    );
  }
  const items = itemsOf(messages.data.pages);
  if (items.length === 0) return <EmptyState message={emptyMessage(filter)} />;
  return (
    <div className="flex flex-col gap-6">
      <ul className="flex flex-col gap-4" aria-label={t`Contact messages`}>
        {items.map((message) => (
          <li key={message._id}>
            <MessageCard message={message} />
          </li>
        ))}
      </ul>
      <LoadMore list={messages} failureMessage={t`Failed to load more messages. Please try again.`} />
    </div>
  );
}

/** /admin/messages: what members and visitors wrote through Contact to Principal; answered here by mail, or marked handled. */
export function MessagesPage() {
  const [searchParams] = useSearchParams();
  const filter = filterFrom(searchParams);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t`Messages`}
        description={t`What members and visitors wrote through Contact to Principal, newest first. An answer sent from here goes by e-mail and is kept under the message, which is then handled.`}
      />
      <LinkTabs
        label={t`Which messages`}
        tabs={tabs()}
        current={filter}
        hrefFor={(value) =>
          value === 'unhandled' ? adminPaths.adminMessages.path : `${adminPaths.adminMessages.path}?show=${value}`
        }
      />
      <MessageList filter={filter} />
    </div>
  );
}
