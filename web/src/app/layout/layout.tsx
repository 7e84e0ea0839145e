import { useLingui } from '@lingui/react';
import { Trans, useLingui as useLinguiMacro } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useAuth } from '@/lib/auth';
import { whenPageMessagesLoaded } from '@/lib/i18n';
import { useInstitutionQuery } from '@/lib/institution';
import { DocumentTitle } from '@/lib/page-title';
import { Button } from '@/ui/button';
import { LoadingState } from '@/ui/page-state';
import { OfflineNotice } from '../offline/offline-notice';
import { Footer } from './footer';
import { Header } from './header';

const MAIN_ID = 'main';

// Asks a signed-in member for the privacy choices a new notice changed (issue 34): its code, words
// and query come after the first page; should the code fail to come, nothing shows.
const ConsentBanner = lazy(() =>
  Promise.all([import('@/features/privacy/components/consent-banner'), whenPageMessagesLoaded()]).then(
    ([module]) => ({ default: module.ConsentBanner }),
    () => ({ default: () => null }),
  ),
);

function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className="sr-only rounded-md bg-white px-4 py-3 font-semibold text-blue-800 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      onClick={(event) => {
        // Handled here so the router does not treat the hash as a navigation.
        event.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
    >
      <Trans>Skip to content</Trans>
    </a>
  );
}

/** Moves focus to the new page after a navigation, so keyboard and screen-reader users start at its content. */
function useFocusMainOnNavigation() {
  const { pathname } = useLocation();
  const mainRef = useRef<HTMLElement>(null);
  const previousPathname = useRef(pathname);

  useEffect(() => {
    if (previousPathname.current === pathname) return;
    previousPathname.current = pathname;
    window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  return mainRef;
}

/** What shows before the configuration (names, links) has arrived: no names yet, just the frame. */
export function LoadingShell() {
  const { t } = useLinguiMacro();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="brand-surface h-16 bg-blue-900" />
      <main id={MAIN_ID} className="page-container flex-1">
        <LoadingState message={t`Loading…`} />
      </main>
    </div>
  );
}

function ConfigErrorShell({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const { t } = useLinguiMacro();
  return (
    <div className="flex min-h-screen flex-col">
      <header className="brand-surface h-16 bg-blue-900" />
      <main id={MAIN_ID} className="page-container flex flex-1 flex-col items-center gap-4 py-20 text-center">
        <h1 className="text-2xl font-bold text-slate-900">
          <Trans>The portal could not load</Trans>
        </h1>
        <p role="alert" className="max-w-md text-slate-700">
          <Trans>We could not fetch the portal's settings from the server. Check your connection and try again.</Trans>
        </p>
        <Button onClick={onRetry} disabled={isRetrying}>
          {isRetrying ? t`Retrying…` : t`Try again`}
        </Button>
      </main>
    </div>
  );
}

export function Layout() {
  // The language shown: a switch renders the layout (header, footer, their dates) again.
  useLingui();
  const institution = useInstitutionQuery();
  const mainRef = useFocusMainOnNavigation();
  const { isAuthenticated } = useAuth();

  const { data, query } = institution;
  if (!data) {
    return query.isError ? (
      <ConfigErrorShell onRetry={() => query.refetch()} isRetrying={query.isFetching} />
    ) : (
      <LoadingShell />
    );
  }

  return (
    <DocumentTitle siteName={data.shortName}>
      <div className="flex min-h-screen flex-col">
        <SkipLink />
        <Header title={data.associationName} />
        <OfflineNotice />
        {isAuthenticated && (
          <Suspense fallback={null}>
            <ConsentBanner />
          </Suspense>
        )}
        {/* At least a screen high: the footer starts below the fold, so a page whose content arrives
            later (its code, then its data) does not push a footer the visitor is looking at. */}
        <main ref={mainRef} id={MAIN_ID} tabIndex={-1} className="min-h-svh flex-1 focus:outline-none">
          <Outlet />
        </main>
        <Footer institution={data} />
      </div>
    </DocumentTitle>
  );
}
