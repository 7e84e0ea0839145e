import { type AlumniEvent, eventSchema } from '@alumni/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api';
import { cursorPagination, pagePath } from '@/lib/pagination';
import { EVENTS_PAGE_SIZE, eventKeys } from './query-keys';

export function getUpcomingEvents(
  page: { limit: number; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<Page<AlumniEvent>> {
  return api.getPage(pagePath('/v1/user/event/showAllEvents', page), eventSchema, { signal });
}

export function upcomingEventsQueryOptions(limit: number) {
  return infiniteQueryOptions({
    queryKey: eventKeys.upcomingList(limit),
    queryFn: ({ pageParam, signal }) => getUpcomingEvents({ limit, cursor: pageParam }, signal),
    ...cursorPagination,
    meta: { scope: 'public' },
  });
}

/** Events from today on, soonest first, a page at a time (the home page asks for one short page). */
export function useUpcomingEvents({ limit = EVENTS_PAGE_SIZE }: { limit?: number } = {}) {
  return useInfiniteQuery(upcomingEventsQueryOptions(limit));
}
