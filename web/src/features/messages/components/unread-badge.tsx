import { plural } from '@lingui/core/macro';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { NavLink, type NavLinkProps } from 'react-router';
import { whenPageMessagesLoaded } from '@/lib/i18n';
import { useUnreadCount } from '../api/get-unread-count';
import { formatCount } from '../lib/count';
import { messagePaths } from '../paths';

/**
 * The header shows these words on every page, the first view too, but they live in this feature's
 * catalogue, which otherwise loads with the first lazy page: fetch it (in the language shown) once
 * the header is up, so a member who opens the home page in Bengali does not read "Messages".
 */
function useOwnCatalog() {
  useEffect(() => {
    void whenPageMessagesLoaded();
  }, []);
}

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
 * "(3 unread)" for screen readers. Nothing when all is read. Live events keep it current.
 */
export function UnreadBadge() {
  useOwnCatalog();
  const count = useUnreadCount();
  if (count <= 0) return null;
  return (
    <>
      <UnreadPill count={count} />
      <span className="sr-only">
        {' '}
        <Plural value={count} one="(# unread)" other="(# unread)" />
      </span>
    </>
  );
}

/** The header's "Messages" link with the unread count; its name reads "Messages, 3 unread". */
export function MessagesNavLink({ className }: { className?: NavLinkProps['className'] }) {
  useOwnCatalog();
  // useLingui's t, not the global one: the name follows the catalogue loaded above.
  const { t } = useLingui();
  const count = useUnreadCount();
  return (
    <NavLink
      to={messagePaths.messages.path}
      className={className}
      aria-label={count > 0 ? t`Messages, ${plural(count, { one: '# unread', other: '# unread' })}` : undefined}
    >
      <Trans>Messages</Trans>
      {count > 0 && <UnreadPill count={count} />}
    </NavLink>
  );
}
