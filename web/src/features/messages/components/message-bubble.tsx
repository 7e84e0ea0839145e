import type { Message } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { ReportButton } from '@/features/moderation';
import { cn } from '@/lib/cn';
import { formatMessageTime } from '../lib/format-time';
import { MessageText } from './message-text';

/**
 * One message. Mine and theirs differ by side, by colour and by the label above the text ("You"
 * or the sender's name), so no one has to tell them apart by colour alone.
 */
export function MessageBubble({
  message,
  mine,
  partnerName,
}: {
  message: Message;
  mine: boolean;
  partnerName: string;
}) {
  const sender = message.senderName || partnerName;
  const sentAt = formatMessageTime(message.createdAt);
  return (
    <li className={cn('flex', mine ? 'justify-end pl-8 sm:pl-16' : 'justify-start pr-8 sm:pr-16')}>
      <div
        className={cn(
          'flex max-w-full min-w-0 flex-col gap-1 rounded-2xl px-4 py-2.5 shadow-sm',
          mine
            ? 'rounded-br-md bg-blue-700 text-white'
            : 'rounded-bl-md border border-slate-200 bg-white text-slate-900',
        )}
      >
        <p className={cn('flex flex-wrap items-baseline gap-x-2 text-xs', mine ? 'text-blue-50' : 'text-slate-600')}>
          <span className="font-semibold">{mine ? t`You` : sender}</span>
          <time dateTime={message.createdAt}>{sentAt}</time>
        </p>
        <MessageText
          text={message.content}
          linkClassName={mine ? 'text-white focus-visible:outline-white' : 'text-blue-800 hover:text-blue-900'}
        />
        {!mine && (
          <ReportButton
            targetType="message"
            targetId={message._id}
            authorId={message.senderId}
            itemName={t`from ${sender}, ${sentAt}`}
            size="small"
            className="-mx-1.5 self-end"
          />
        )}
      </div>
    </li>
  );
}
