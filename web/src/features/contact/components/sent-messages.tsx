import type { ContactMessage } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { formatInstant } from '@/lib/instants';
import { itemsOf } from '@/lib/pagination';
import { Badge } from '@/ui/badge';
import { LoadMore } from '@/ui/load-more';
import { EmptyState, ErrorState, LoadingState } from '@/ui/page-state';
import { useMyContactMessages } from '../api/get-my-messages';

function SentMessage({ message }: { message: ContactMessage }) {
  const sentAt = formatInstant(message.createdAt);
  const handledAt = message.handledAt && formatInstant(message.handledAt);
  return (
    <article className="flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="font-bold break-words text-slate-900">{message.subject}</h3>
        {message.handledAt ? (
          <Badge>
            <Trans>Handled</Trans>
          </Badge>
        ) : (
          <Badge tone="slate">
            <Trans>Not handled yet</Trans>
          </Badge>
        )}
      </div>
      <p className="text-sm text-slate-600">
        {message.handledAt ? (
          <Trans>
            Sent <time dateTime={message.createdAt}>{sentAt}</time> · handled{' '}
            <time dateTime={message.handledAt}>{handledAt}</time>
          </Trans>
        ) : (
          <Trans>
            Sent <time dateTime={message.createdAt}>{sentAt}</time>
          </Trans>
        )}
      </p>
      <p className="break-words whitespace-pre-line text-slate-800">{message.message}</p>
    </article>
  );
}

/** What the member has already written to the Principal's office, newest first, with whether it was handled. */
export function SentMessages() {
  const messages = useMyContactMessages();
  if (messages.isPending) return <LoadingState message={t`Loading your messages...`} />;
  if (messages.isError && !messages.data) {
    return (
      <ErrorState message={t`Failed to load your messages. Please try again.`} onRetry={() => messages.refetch()} />
    );
  }
  const items = itemsOf(messages.data.pages);
  if (items.length === 0) return <EmptyState message={t`You have not sent any messages yet.`} />;
  return (
    <div className="flex flex-col gap-6">
      <ul className="flex flex-col gap-4">
        {items.map((message) => (
          <li key={message._id}>
            <SentMessage message={message} />
          </li>
        ))}
      </ul>
      <LoadMore list={messages} failureMessage={t`Failed to load more messages. Please try again.`} />
    </div>
  );
}
