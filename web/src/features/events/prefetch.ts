import type { Prefetch } from '@/app/lazy-page';

/**
 * The events page's first request, started while its code downloads (app/lazy-page.tsx): the
 * upcoming events, unless the past ones (`?show=past`) are asked for. The query's code is imported
 * here, so it stays out of the routes' download.
 */
export const prefetchEventsPage: Prefetch = async (queryClient, { search }) => {
  if (new URLSearchParams(search).get('show') === 'past') return;
  const [{ upcomingEventsQueryOptions }, { EVENTS_PAGE_SIZE }] = await Promise.all([
    import('./api/get-event-pages'),
    import('./api/query-keys'),
  ]);
  await queryClient.prefetchInfiniteQuery(upcomingEventsQueryOptions(EVENTS_PAGE_SIZE));
};
