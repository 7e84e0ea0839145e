import { endpoints, type ReviewItem, reviewItemSchema } from '@alumni/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api';
import { cursorPagination } from '@/lib/pagination';
import { ADMIN_PAGE_SIZE, adminKeys } from './query-keys';

export function getReviewQueue(
  page: { limit: number; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<Page<ReviewItem>> {
  return api.page(endpoints.admin.reviewQueue, { query: page }, { auth: true, signal, check: reviewItemSchema });
}

/** Pending sign-ups, oldest first, each beside the graduate-roll rows closest to it. */
export function useReviewQueue() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: adminKeys.queue(),
      queryFn: ({ pageParam, signal }) => getReviewQueue({ limit: ADMIN_PAGE_SIZE, cursor: pageParam }, signal),
      ...cursorPagination,
    }),
  );
}
