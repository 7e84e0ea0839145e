import { type AlumniEvent, endpoints, eventSchema } from '@alumni/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api';
import { cursorPagination } from '@/lib/pagination';
import { EVENTS_PAGE_SIZE, eventKeys } from './query-keys';

export function getUserEvents(
  page: { limit: number; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<Page<AlumniEvent>> {
  return api.page(endpoints.events.mine, { query: page }, { auth: true, signal, check: eventSchema });
}

export function userEventsQueryOptions(limit: number) {
  return infiniteQueryOptions({
    queryKey: eventKeys.mineList(limit),
    queryFn: ({ pageParam, signal }) => getUserEvents({ limit, cursor: pageParam }, signal),
    ...cursorPagination,
  });
}

/** The signed-in user's own events, past ones included, latest date first. */
export function useUserEvents({ limit = EVENTS_PAGE_SIZE }: { limit?: number } = {}) {
  return useInfiniteQuery(userEventsQueryOptions(limit));
}
