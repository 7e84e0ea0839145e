import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { type ComponentType, lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useAuth } from '@/lib/auth';
import { cn } from '@/lib/cn';
import { whenPageMessagesLoaded } from '@/lib/i18n';
import { useMediaQuery } from '@/lib/media-query';
import { paths } from '@/lib/paths';
import { HeaderSearchBox, SearchToggle, useHeaderSearch } from './header-search';
import { CloseIcon, MenuIcon } from './icons';
import { LanguageSwitch } from './language-switch';
import { NAV_ITEM_CLASSES, navLinkClasses, WIDE_HEADER_QUERY } from './nav-classes';
import { ThemeChooser } from './theme-chooser';

/** Without the signed-in items (their download failed), the account page is still one link away. */
function AccountLinkOnly() {
  return (
    <li>
      <NavLink to={paths.account.path} className={navLinkClasses}>
        <Trans>My account</Trans>
      </NavLink>
    </li>
  );
}

function NothingMore() {
  return null;
}

// A signed-in user's items are not in the first download (member-nav.tsx), nor are their words (they
// load with the later catalogues); should the code fail to come, the fallback shows.
type MemberNav = typeof import('./member-nav');
function memberPart<Props>(pick: (module: MemberNav) => ComponentType<Props>, fallback: ComponentType<Props>) {
  return lazy(() =>
    Promise.all([import('./member-nav'), whenPageMessagesLoaded()]).then(
      ([module]) => ({ default: pick(module) }),
      () => ({ default: fallback }),
    ),
  );
}
const MemberNavItems = memberPart((module) => module.MemberNavItems, NothingMore);
const MemberAccountItems = memberPart<{ inBand?: boolean }>((module) => module.MemberAccountItems, AccountLinkOnly);
const MemberMenuBadge = memberPart((module) => module.MemberMenuBadge, NothingMore);

const GUEST_LINKS = [
  { to: paths.home.path, label: msg`Home` },
  { to: paths.events.path, label: msg`Events` },
  { to: paths.stories.path, label: msg`Stories` },
];

// The spec's signed-in items, with the reading pages a visitor has too: a member looks for events and stories there (issue 35).
const MEMBER_LINKS = [
  ...GUEST_LINKS,
  { to: paths.createStory.path, label: msg`Create Story` },
  { to: paths.createEvent.path, label: msg`Create Event` },
  { to: paths.community.path, label: msg`Community` },
  { to: paths.jobPortal.path, label: msg`Job Portal` },
];

export function Header({ title }: { title: string }) {
  const { t, i18n } = useLingui();
  const { isAuthenticated } = useAuth();
  const location = useLocation();
  const navId = useId();
  const menuButtonRef = useRef<HTMLButtonElement>(null);
  const search = useHeaderSearch();
  const [menuOpen, setMenuOpen] = useState(false);
  // Any navigation closes the menu; adjusting state during render avoids an effect and a flash.
  const [menuLocationKey, setMenuLocationKey] = useState(location.key);
  if (menuLocationKey !== location.key) {
    setMenuLocationKey(location.key);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    function closeOnEscape(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      setMenuOpen(false);
      menuButtonRef.current?.focus();
    }
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [menuOpen]);

  const links = isAuthenticated ? MEMBER_LINKS : GUEST_LINKS;
  // Wide, a member's own items sit in the dark band beside the language switch; narrow, in the menu.
  const wide = useMediaQuery(WIDE_HEADER_QUERY);
  const accountInBand = isAuthenticated && wide;

  return (
    <header className="border-b border-slate-200 bg-white shadow-sm">
      <div className="brand-surface bg-blue-900 text-white">
        <div className="page-container flex min-h-16 flex-wrap items-center justify-between gap-x-4 gap-y-2 py-3">
          <Link
            to={paths.home.path}
            className="rounded text-lg leading-tight font-bold tracking-tight focus-visible:outline-white sm:text-xl"
          >
            {title}
          </Link>
          <HeaderSearchBox search={search} className="order-last xl:order-none xl:ml-auto" />
          <div className="flex flex-wrap items-center gap-2">
            {accountInBand && (
              <ul className="flex items-center gap-1">
                <Suspense fallback={null}>
                  <MemberAccountItems inBand />
                </Suspense>
              </ul>
            )}
            <LanguageSwitch />
            <ThemeChooser />
            <SearchToggle search={search} />
            <button
              ref={menuButtonRef}
              type="button"
              className="inline-flex min-h-11 items-center gap-2 rounded-md border border-white/40 px-3 text-sm font-semibold hover:bg-white/10 focus-visible:outline-white lg:hidden"
              aria-expanded={menuOpen}
              aria-controls={navId}
              onClick={() => setMenuOpen((open) => !open)}
            >
              {menuOpen ? <CloseIcon /> : <MenuIcon />}
              <Trans>Menu</Trans>
              {isAuthenticated && (
                <Suspense fallback={null}>
                  <MemberMenuBadge />
                </Suspense>
              )}
            </button>
          </div>
        </div>
      </div>
      <nav id={navId} aria-label={t`Main`} className={cn(menuOpen ? 'block' : 'hidden', 'lg:block')}>
        <div className="page-container flex flex-col gap-2 py-3 lg:flex-row lg:items-center lg:justify-between lg:gap-4 lg:py-2">
          <ul className="flex flex-col gap-1 lg:flex-row">
            {links.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === paths.home.path} className={navLinkClasses}>
                  {i18n._(link.label)}
                </NavLink>
              </li>
            ))}
          </ul>
          <ul className="flex flex-col gap-1 border-t border-slate-200 pt-2 lg:flex-row lg:items-center lg:border-0 lg:pt-0">
            {isAuthenticated ? (
              <Suspense fallback={null}>
                <MemberNavItems />
                {!accountInBand && <MemberAccountItems />}
              </Suspense>
            ) : (
              <>
                <li>
                  <NavLink to={paths.signIn.path} className={navLinkClasses}>
                    <Trans>Sign In</Trans>
                  </NavLink>
                </li>
                <li>
                  <NavLink
                    to={paths.signUp.path}
                    className={cn(
                      NAV_ITEM_CLASSES,
                      'bg-blue-700 text-center text-white hover:bg-blue-800 lg:ml-1 lg:px-4',
                    )}
                  >
                    <Trans>Sign Up</Trans>
                  </NavLink>
                </li>
              </>
            )}
          </ul>
        </div>
      </nav>
    </header>
  );
}
