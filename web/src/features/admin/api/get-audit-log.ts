import { type AuditEntry, auditEntrySchema } from '@alumni/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api';
import { cursorPagination, pagePath } from '@/lib/pagination';
import { ADMIN_PAGE_SIZE, adminKeys } from './query-keys';

export function getAuditLog(
  page: { limit: number; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<Page<AuditEntry>> {
  return api.getPage(pagePath('/v1/admin/audit', page), auditEntrySchema, { auth: true, signal });
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
