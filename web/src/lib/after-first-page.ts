import type { QueryClient } from '@tanstack/react-query';

/**
 * How long the first page keeps the network to itself after `load` before work that can wait
 * (the service worker's install, which downloads every file of the app) may start: on a phone's
 * network `load` comes before the page's own data, pictures and font have arrived.
 */
export const FIRST_PAGE_SETTLE_MS = 3000;

/**
 * Runs `work` once the first page has settled: `load` has fired, FIRST_PAGE_SETTLE_MS have passed,
 * no query is fetching, and the browser is idle (or a second more has passed).
 */
export function afterFirstPage(queryClient: QueryClient, work: () => void): void {
  const whenIdle = () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(work, { timeout: 1000 });
    else work();
  };
  const whenQueriesDone = () => {
    if (queryClient.isFetching() === 0) return whenIdle();
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() > 0) return;
      unsubscribe();
      whenIdle();
    });
  };
  const afterLoad = () => window.setTimeout(whenQueriesDone, FIRST_PAGE_SETTLE_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
}
