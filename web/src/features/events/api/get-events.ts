import { type AlumniEvent, endpoints } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api';
import { eventKeys } from './query-keys';

export function getUpcomingEvents(
  page: { limit: number; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<Page<AlumniEvent>> {
  return api.page(endpoints.events.list, { query: page }, { signal });
}

export function nextEventsQueryOptions(limit: number) {
  return queryOptions({
    queryKey: eventKeys.upcomingFirstPage(limit),
    // The cards' words are in the home page's catalogue, loaded with the first view (web/lingui.config.ts).
    queryFn: ({ signal }) => getUpcomingEvents({ limit }, signal),
    meta: { scope: 'public' },
  });
}

/**
 * The next few events, one short page and no more (the home page). A plain query: the paged list
 * (get-event-pages.ts) and its infinite-query code stay out of the home page's first download.
 */
export function useNextEvents(limit: number) {
  return useQuery(nextEventsQueryOptions(limit));
}
