import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { cursorPagination } from '@/lib/pagination';
import { getUpcomingEvents } from './get-events';
import { EVENTS_PAGE_SIZE, eventKeys } from './query-keys';

export function upcomingEventsQueryOptions(limit: number) {
  return infiniteQueryOptions({
    queryKey: eventKeys.upcomingList(limit),
    queryFn: ({ pageParam, signal }) => getUpcomingEvents({ limit, cursor: pageParam }, signal),
    ...cursorPagination,
    meta: { scope: 'public' },
  });
}

/** Events from today on, soonest first, a page at a time. */
export function useUpcomingEvents({ limit = EVENTS_PAGE_SIZE }: { limit?: number } = {}) {
  return useInfiniteQuery(upcomingEventsQueryOptions(limit));
}
