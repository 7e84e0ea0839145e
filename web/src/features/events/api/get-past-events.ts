import { type AlumniEvent, endpoints } from '@alumni/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api';
import { cursorPagination } from '@/lib/pagination';
import { eventPageKeys } from './more-keys';
import { EVENTS_PAGE_SIZE } from './query-keys';

export function getPastEvents(
  page: { limit: number; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<Page<AlumniEvent>> {
  return api.page(endpoints.events.past, { query: page }, { signal });
}

/** Events before today, latest first, a page at a time. */
export function usePastEvents({ limit = EVENTS_PAGE_SIZE }: { limit?: number } = {}) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: eventPageKeys.pastList(limit),
      queryFn: ({ pageParam, signal }) => getPastEvents({ limit, cursor: pageParam }, signal),
      ...cursorPagination,
      meta: { scope: 'public' },
    }),
  );
}
