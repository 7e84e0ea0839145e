import { NavLink, type NavLinkProps } from 'react-router';
import { useUnreadCount } from '../api/get-unread-count';
import { messagePaths } from '../paths';

/** The pill sighted users see; what it means is said in words next to it or in the link's name. */
function UnreadPill({ count }: { count: number }) {
  return (
    <span
      aria-hidden="true"
      className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 py-0.5 text-xs leading-none font-bold text-white"
    >
      {count > 99 ? '99+' : count}
    </span>
  );
}

/**
 * The number of unread messages, to sit after a label such as "Messages": a "3" pill on screen,
 * "(3 unread)" for screen readers. Nothing when all is read. Live events keep it current.
 */
export function UnreadBadge() {
  const count = useUnreadCount();
  if (count <= 0) return null;
  return (
    <>
      <UnreadPill count={count} />
      <span className="sr-only">{` (${count} unread)`}</span>
    </>
  );
}

/** The header's "Messages" link with the unread count; its name reads "Messages, 3 unread". */
export function MessagesNavLink({ className }: { className?: NavLinkProps['className'] }) {
  const count = useUnreadCount();
  return (
    <NavLink
      to={messagePaths.messages.path}
      className={className}
      aria-label={count > 0 ? `Messages, ${count} unread` : undefined}
    >
      Messages
      {count > 0 && <UnreadPill count={count} />}
    </NavLink>
  );
}
