import type { AlumniEvent } from '@alumni/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Page, unparsed } from '@/lib/api';
import { cursorPagination, pagePath } from '@/lib/pagination';
import { eventPageKeys } from './more-keys';
import { EVENTS_PAGE_SIZE } from './query-keys';

export function getPastEvents(
  page: { limit: number; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<Page<AlumniEvent>> {
  return api.getPage(pagePath('/v1/user/event/pastEvents', page), unparsed<AlumniEvent>(), { signal });
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
