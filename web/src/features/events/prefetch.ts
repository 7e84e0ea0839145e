import type { Prefetch } from '@/lib/lazy-page';
// Already in the first download (the home page's events query names its keys there): importing
// it lazily moved nothing and made the build warn (INEFFECTIVE_DYNAMIC_IMPORT).
import { EVENTS_PAGE_SIZE } from './api/query-keys';

/**
 * The events page's first request, started while its code downloads (lib/lazy-page.tsx): the
 * upcoming events, unless the past ones (`?show=past`) are asked for. The query's code is imported
 * here, so it stays out of the routes' download.
 */
export const prefetchEventsPage: Prefetch = async (queryClient, { search }) => {
  if (new URLSearchParams(search).get('show') === 'past') return;
  const { upcomingEventsQueryOptions } = await import('./api/get-event-pages');
  await queryClient.prefetchInfiniteQuery(upcomingEventsQueryOptions(EVENTS_PAGE_SIZE));
};
