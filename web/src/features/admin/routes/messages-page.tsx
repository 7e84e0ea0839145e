import type { AdminContactMessage } from '@alumni/contract';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/app/paths';
import { formatInstant } from '@/lib/instants';
import { usePageTitle } from '@/lib/page-title';
import { itemsOf } from '@/lib/pagination';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { LoadMore } from '@/ui/load-more';
import { PageHeader } from '@/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/ui/page-state';
import { useContactMessages } from '../api/get-contact-messages';
import { useMarkHandled } from '../api/mark-handled';
import type { ContactFilter } from '../api/query-keys';
import { StatusTabs } from '../components/status-tabs';
import { adminPaths } from '../paths';

const TABS = [
  { value: 'unhandled', label: 'Not handled' },
  { value: 'handled', label: 'Handled' },
  { value: 'all', label: 'All' },
] as const satisfies ReadonlyArray<{ value: ContactFilter; label: string }>;

const EMPTY_MESSAGES: Record<ContactFilter, string> = {
  unhandled: 'No messages are waiting. Everything has been handled.',
  handled: 'No messages have been handled yet.',
  all: 'No messages yet.',
};

function filterFrom(params: URLSearchParams): ContactFilter {
  const show = params.get('show');
  return TABS.find((tab) => tab.value === show)?.value ?? 'unhandled';
}

function MarkHandled({ message }: { message: AdminContactMessage }) {
  const markHandled = useMarkHandled();
  return (
    <Button variant="secondary" disabled={markHandled.isPending} onClick={() => markHandled.mutate(message._id)}>
      {markHandled.isPending ? 'Marking…' : 'Mark handled'}
      <span className="sr-only"> {message.subject}</span>
    </Button>
  );
}

function MessageCard({ message }: { message: AdminContactMessage }) {
  return (
    <article className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-lg font-bold break-words text-slate-900">{message.subject}</h2>
        <div className="flex flex-wrap gap-2">
          {/* Who wrote: a signed-in member, or a visitor through the public form (an address nobody confirmed). */}
          {message.sender._id === null ? <Badge tone="slate">Visitor</Badge> : <Badge tone="blue">Member</Badge>}
          {message.handledAt ? <Badge tone="green">Handled</Badge> : <Badge tone="amber">Not handled</Badge>}
        </div>
      </div>
      <p className="flex flex-wrap gap-x-2 text-sm text-slate-700">
        <span>
          From{' '}
          {message.sender._id === null ? (
            <span className="font-semibold text-slate-900">{message.sender.fullName}</span>
          ) : (
            <Link
              to={paths.profile.getHref(message.sender._id)}
              className="font-semibold text-blue-800 underline underline-offset-2 hover:no-underline"
            >
              {message.sender.fullName}
            </Link>
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
      <div className="border-t border-slate-200 pt-4">
        {message.handledAt ? (
          <p className="text-sm text-slate-700">
            Handled <time dateTime={message.handledAt}>{formatInstant(message.handledAt)}</time>
          </p>
        ) : (
          <MarkHandled message={message} />
        )}
      </div>
    </article>
  );
}

function MessageList({ filter }: { filter: ContactFilter }) {
  const messages = useContactMessages(filter);
  if (messages.isPending) return <LoadingState message="Loading messages..." />;
  if (messages.isError && !messages.data) {
    return <ErrorState message="Failed to load the messages. Please try again." onRetry={() => messages.refetch()} />;
  }
  const items = itemsOf(messages.data.pages);
  if (items.length === 0) return <EmptyState message={EMPTY_MESSAGES[filter]} />;
  return (
    <div className="flex flex-col gap-6">
      <ul className="flex flex-col gap-4" aria-label="Contact messages">
        {items.map((message) => (
          <li key={message._id}>
            <MessageCard message={message} />
          </li>
        ))}
      </ul>
      <LoadMore list={messages} failureMessage="Failed to load more messages. Please try again." />
    </div>
  );
}

/** /admin/messages: what members wrote through Contact to Principal; reply by e-mail, then mark it handled. */
export function MessagesPage() {
  usePageTitle('Messages');
  const [searchParams] = useSearchParams();
  const filter = filterFrom(searchParams);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Messages"
        description="What members wrote through Contact to Principal, newest first. Reply by e-mail, then mark the message handled."
      />
      <StatusTabs
        label="Which messages"
        tabs={TABS}
        current={filter}
        hrefFor={(value) =>
          value === 'unhandled' ? adminPaths.adminMessages.path : `${adminPaths.adminMessages.path}?show=${value}`
        }
      />
      <MessageList filter={filter} />
    </div>
  );
}
