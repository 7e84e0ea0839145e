import { useLingui } from '@lingui/react/macro';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useEffect, useRef } from 'react';
import { type Location, useLocation } from 'react-router';
import { whenPageMessagesLoaded } from '@/lib/i18n';
import { LoadingState } from '@/ui/page-state';

/** Translated when shown, not when the routes are built (at import, before a language is active). */
function PageLoading() {
  const { t } = useLingui();
  return <LoadingState message={t`Loading…`} />;
}

/**
 * A page whose code is downloaded the first time it is visited, together with the message
 * catalogues of the language shown (docs/decisions/0033). The router runs in declarative
 * mode (`useRoutes`, docs/decisions/0010-first-load-budget.md), so routes carry elements made
 * with this, never the data router's `lazy`, loaders or `errorElement`, which it would ignore.
 */
export function lazyPage(load: () => Promise<ComponentType>, prefetch?: Prefetch) {
  const Page = lazy(async () => {
    const [component] = await Promise.all([load(), whenPageMessagesLoaded()]);
    return { default: component };
  });
  return (
    <>
      {prefetch && <StartFetching prefetch={prefetch} />}
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    </>
  );
}

/**
 * Asks for the data a page shows first (TanStack Query's prefetch, into the cache its own query
 * reads), given the location it is shown for. Its code is imported inside, so it stays out of the
 * routes' download.
 */
export type Prefetch = (queryClient: QueryClient, location: Location) => Promise<unknown>;

/**
 * Starts the page's first request while its code and catalogues download, instead of after they
 * have arrived and the page has rendered: on a phone's network, one round trip and a render
 * sooner (its Largest Contentful Paint is often in that answer). Once per visit to the page.
 */
function StartFetching({ prefetch }: { prefetch: Prefetch }) {
  const queryClient = useQueryClient();
  const location = useLocation();
  const started = useRef(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    // A failed prefetch is not an error: the page's own query asks again and shows its failure.
    prefetch(queryClient, location).catch(() => undefined);
  }, [prefetch, queryClient, location]);
  return null;
}
