import type { InboxEntry } from '@alumni/contract';
import { plural, t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { Avatar } from '@/features/profile/later';
import { cn } from '@/lib/cn';
import { formatCount } from '../lib/count';
import { formatMessageTime } from '../lib/format-time';
import { messagePaths } from '../paths';

/** "You: see you there" when the signed-in user wrote the last message. */
export function previewLine(entry: InboxEntry, userId: string | null): string {
  const preview = entry.lastMessage.preview;
  return entry.lastMessage.senderId === userId ? t`You: ${preview}` : preview;
}

/** One conversation: the whole row opens the chat; its link says who and how many are unread. */
function InboxRow({ entry, userId }: { entry: InboxEntry; userId: string | null }) {
  const unread = entry.unreadCount > 0;
  const name = entry.user.fullName;
  return (
    <li
      className={cn(
        'relative flex min-w-0 items-center gap-3 rounded-xl border bg-white p-3 shadow-sm transition-colors hover:border-blue-300 sm:gap-4 sm:p-4',
        unread ? 'border-blue-300' : 'border-slate-200',
      )}
    >
      <Avatar name={entry.user.fullName} src={entry.user.profilePicture} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <div className="flex min-w-0 items-baseline justify-between gap-3">
          <h2 className="min-w-0 truncate text-base">
            <Link
              to={messagePaths.message.getHref(entry.user._id)}
              aria-label={
                unread ? t`${name}, ${plural(entry.unreadCount, { one: '# unread', other: '# unread' })}` : undefined
              }
              className={cn(
                'rounded-sm text-slate-900 hover:underline after:absolute after:inset-0 after:rounded-xl',
                unread ? 'font-bold' : 'font-semibold',
              )}
            >
              {entry.user.fullName}
            </Link>
          </h2>
          <time dateTime={entry.lastMessage.createdAt} className="shrink-0 text-xs text-slate-600">
            {formatMessageTime(entry.lastMessage.createdAt)}
          </time>
        </div>
        <div className="flex min-w-0 items-center justify-between gap-3">
          <p className={cn('min-w-0 truncate text-sm', unread ? 'font-medium text-slate-900' : 'text-slate-700')}>
            {previewLine(entry, userId)}
          </p>
          {unread && (
            <span
              aria-hidden="true"
              className="inline-flex min-w-6 shrink-0 items-center justify-center rounded-full bg-blue-700 px-2 py-0.5 text-xs font-bold text-white"
            >
              {formatCount(entry.unreadCount)}
            </span>
          )}
        </div>
      </div>
    </li>
  );
}

export function InboxList({ entries, userId }: { entries: InboxEntry[]; userId: string | null }) {
  return (
    <ul aria-label={t`Conversations`} className="flex flex-col gap-3">
      {entries.map((entry) => (
        <InboxRow key={entry.user._id} entry={entry} userId={userId} />
      ))}
    </ul>
  );
}
