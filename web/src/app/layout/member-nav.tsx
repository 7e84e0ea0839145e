import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { NavLink, type NavLinkProps } from 'react-router';
import { firstNameOf, useAccount } from '@/features/account/api/get-account';
import { useStanding } from '@/features/account/api/use-standing';
import { coordinatedColleges, useCoordination } from '@/features/admin/api/get-coordination';
import { useLogout } from '@/features/auth/api/logout';
import { chapterPaths } from '@/features/chapters/paths';
import { insightPaths } from '@/features/insights/paths';
import { mapPaths } from '@/features/map/paths';
import { mentoringPath } from '@/features/mentoring/paths';
import { MessagesNavLink, UnreadBadge } from '@/features/messages';
import { NotificationsMenu } from '@/features/notifications/components/notifications-menu';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { NAV_ITEM_CLASSES, navLinkClasses } from './nav-classes';

/*
 * The header's items for a signed-in user. A visitor never needs them, so they load only once
 * someone is signed in, not with the home page's first download (docs/decisions/0010-first-load-budget.md).
 * Their words are the shell's (this folder's catalogue), not the messages' and notifications'
 * features', so a member's first view needs no feature catalogue in any language.
 */

/** An item of the account group in the header's dark band (wide screens): white on the brand's blue. */
const BAND_ITEM_CLASSES =
  'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-semibold whitespace-nowrap text-white hover:bg-white/10 focus-visible:outline-white';

const bandLinkClasses: NavLinkProps['className'] = ({ isActive }) =>
  cn(BAND_ITEM_CLASSES, isActive && 'bg-white/15 underline underline-offset-4');

/** The unread count beside the phone menu's button. */
export function MemberMenuBadge() {
  const { t } = useLingui();
  // Pending and rejected members may not use messages: no unread count is asked for them.
  const { membersAreaOpen } = useStanding();
  return membersAreaOpen ? (
    <UnreadBadge describe={(count) => t`(${plural(count, { one: '# unread', other: '# unread' })})`} />
  ) : null;
}

/** The header's "Messages" link with the unread count; its name reads "Messages, 3 unread". */
export function MessagesLink({ className }: { className?: NavLinkProps['className'] }) {
  const { t } = useLingui();
  return (
    <MessagesNavLink
      className={className}
      nameWithUnread={(count) => t`Messages, ${plural(count, { one: '# unread', other: '# unread' })}`}
    >
      <Trans>Messages</Trans>
    </MessagesNavLink>
  );
}

/** The header's notifications button and panel; the button's words are the shell's. */
function Notifications({ live }: { live: boolean }) {
  const { t } = useLingui();
  return (
    <NotificationsMenu
      live={live}
      label={t`Notifications`}
      labelWithUnread={(count) => t`Notifications, ${plural(count, { one: '# unread', other: '# unread' })}`}
    />
  );
}

/** Notifications, Messages, Chapters, Mentoring and the map: the members' part of the main navigation's row. */
export function MemberNavItems() {
  const { membersAreaOpen } = useStanding();

  return (
    <>
      <li>
        <Notifications live={membersAreaOpen} />
      </li>
      <li>
        {membersAreaOpen ? (
          <MessagesLink className={navLinkClasses} />
        ) : (
          <NavLink to={paths.messages.path} className={navLinkClasses}>
            <Trans>Messages</Trans>
          </NavLink>
        )}
      </li>
      {membersAreaOpen && (
        <li>
          <NavLink to={chapterPaths.chapters} className={navLinkClasses}>
            <Trans>Chapters</Trans>
          </NavLink>
        </li>
      )}
      {membersAreaOpen && (
        <li>
          <NavLink to={mentoringPath} className={navLinkClasses}>
            <Trans>Mentoring</Trans>
          </NavLink>
        </li>
      )}
      {membersAreaOpen && (
        <li>
          <NavLink to={mapPaths.map} className={navLinkClasses}>
            <Trans>Map</Trans>
          </NavLink>
        </li>
      )}
    </>
  );
}

/**
 * Welcome, Admin (or, for a college coordinator, their review queue and dashboard), My account and
 * Logout: the member's own items. On a wide screen they sit in the
 * header's dark band (`inBand`), so the navigation's row keeps to one line; in the compact menu
 * they close the list.
 */
export function MemberAccountItems({ inBand = false }: { inBand?: boolean }) {
  const { t } = useLingui();
  const account = useAccount();
  const { isAdmin, isMember } = useStanding();
  // A coordinator is an alumnus with colleges (decision 0053): their pages sit outside the admin layout's menu.
  const coordination = useCoordination({ enabled: isMember && !isAdmin });
  const coordinates = !isAdmin && coordinatedColleges(coordination.data).length > 0;
  const logout = useLogout();
  const firstName = account.data ? firstNameOf(account.data) : null;
  const linkClasses = inBand ? bandLinkClasses : navLinkClasses;

  return (
    <>
      {firstName && (
        <li
          className={cn(
            'text-sm font-semibold whitespace-nowrap',
            inBand ? 'flex min-h-11 items-center px-2 text-white' : 'px-3 py-2 text-slate-900',
          )}
        >
          {t`Welcome, ${firstName}`}
        </li>
      )}
      {isAdmin && (
        <li>
          <NavLink to={paths.admin.path} className={linkClasses}>
            <Trans>Admin</Trans>
          </NavLink>
        </li>
      )}
      {coordinates && (
        <>
          <li>
            <NavLink to={paths.admin.path} end className={linkClasses}>
              <Trans>Review queue</Trans>
            </NavLink>
          </li>
          <li>
            <NavLink to={insightPaths.adminInsights} className={linkClasses}>
              <Trans>Insights</Trans>
            </NavLink>
          </li>
        </>
      )}
      <li>
        <NavLink to={paths.account.path} className={linkClasses}>
          <Trans>My account</Trans>
        </NavLink>
      </li>
      <li>
        <button
          type="button"
          onClick={logout}
          className={
            inBand ? BAND_ITEM_CLASSES : cn(NAV_ITEM_CLASSES, 'text-slate-700 hover:bg-slate-100 hover:text-slate-900')
          }
        >
          <Trans>Logout</Trans>
        </button>
      </li>
    </>
  );
}
