import { endpoints, type RollEntry, rollEntrySchema } from '@alumni/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api';
import { cursorPagination } from '@/lib/pagination';
import { ADMIN_PAGE_SIZE, adminKeys } from './query-keys';

export function getRoll(
  q: string,
  page: { limit: number; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<Page<RollEntry>> {
  return api.page(
    endpoints.admin.roll,
    { query: { ...page, q: q || undefined } },
    { auth: true, signal, check: rollEntrySchema },
  );
}

/** The graduate roll by enrollment number; `q` searches enrollment numbers and names. */
export function useRoll(q: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: adminKeys.rollList(q),
      queryFn: ({ pageParam, signal }) => getRoll(q, { limit: ADMIN_PAGE_SIZE, cursor: pageParam }, signal),
      ...cursorPagination,
    }),
  );
}
