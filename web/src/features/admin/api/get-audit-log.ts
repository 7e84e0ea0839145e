import { type AuditEntry, auditEntrySchema, endpoints } from '@alumni/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api';
import { cursorPagination } from '@/lib/pagination';
import { ADMIN_PAGE_SIZE, adminKeys } from './query-keys';

export function getAuditLog(
  page: { limit: number; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<Page<AuditEntry>> {
  return api.page(endpoints.admin.audit, { query: page }, { auth: true, signal, check: auditEntrySchema });
}

/** Every admin action, newest first: read-only. */
export function useAuditLog() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: adminKeys.audit(),
      queryFn: ({ pageParam, signal }) => getAuditLog({ limit: ADMIN_PAGE_SIZE, cursor: pageParam }, signal),
      ...cursorPagination,
    }),
  );
}
