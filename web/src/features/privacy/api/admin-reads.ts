import { type AdminRead, adminReadSchema, endpoints } from '@alumni/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api';
import { cursorPagination } from '@/lib/pagination';
import { privacyKeys } from './query-keys';

const PAGE_SIZE = 20;

function getAdminReads(cursor: string | undefined, signal?: AbortSignal): Promise<Page<AdminRead>> {
  return api.page(
    endpoints.privacy.adminReads,
    { query: { limit: PAGE_SIZE, cursor } },
    { auth: true, signal, check: adminReadSchema },
  );
}

/** Admins who opened the member's record: who, what, when, newest first (decision 0057). */
export function useAdminReads() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: privacyKeys.adminReads(),
      queryFn: ({ pageParam, signal }) => getAdminReads(pageParam, signal),
      ...cursorPagination,
    }),
  );
}
