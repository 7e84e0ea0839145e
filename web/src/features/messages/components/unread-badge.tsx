import type { ReactNode } from 'react';
import { NavLink, type NavLinkProps } from 'react-router';
import { useUnreadCount } from '../api/get-unread-count';
import { formatCount } from '../lib/count';
import { messagePaths } from '../paths';

/*
 * The header shows these on every page, the first view too: their words come from the header
 * (app/layout/member-nav.tsx, the shell's catalogue), so a member's first view in Bengali needs
 * no feature catalogue.
 */

/** The pill sighted users see; what it means is said in words next to it or in the link's name. */
function UnreadPill({ count }: { count: number }) {
  return (
    <span
      aria-hidden="true"
      className="ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-700 px-1.5 py-0.5 text-xs leading-none font-bold text-white"
    >
      {formatCount(count)}
    </span>
  );
}

/**
 * The number of unread messages, to sit after a label such as "Messages": a "3" pill on screen,
 * and `describe(count)` ("(3 unread)") for screen readers. Nothing when all is read. Live events
 * keep it current.
 */
export function UnreadBadge({ describe }: { describe: (count: number) => string }) {
  const count = useUnreadCount();
  if (count <= 0) return null;
  return (
    <>
      <UnreadPill count={count} />
      <span className="sr-only"> {describe(count)}</span>
    </>
  );
}

/**
 * The header's "Messages" link (`children`) with the unread count; with unread messages its name
 * is `nameWithUnread(count)` ("Messages, 3 unread").
 */
export function MessagesNavLink({
  className,
  children,
  nameWithUnread,
}: {
  className?: NavLinkProps['className'];
  children: ReactNode;
  nameWithUnread: (count: number) => string;
}) {
  const count = useUnreadCount();
  return (
    <NavLink
      to={messagePaths.messages.path}
      className={className}
      aria-label={count > 0 ? nameWithUnread(count) : undefined}
    >
      {children}
      {count > 0 && <UnreadPill count={count} />}
    </NavLink>
  );
}
