import { type AdminReport, adminReportSchema, endpoints } from '@alumni/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, adminKeys, type ReportStatus } from '@/features/admin';
import { api, type Page } from '@/lib/api';
import { cursorPagination } from '@/lib/pagination';

export function getReports(
  status: ReportStatus,
  page: { limit: number; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<Page<AdminReport>> {
  return api.page(
    endpoints.moderation.reports,
    { query: { status, ...page } },
    { auth: true, signal, check: adminReportSchema },
  );
}

/** Reports with one status, newest first, each with the reported item as it is now. */
export function useReports(status: ReportStatus) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: adminKeys.reportList(status),
      queryFn: ({ pageParam, signal }) => getReports(status, { limit: ADMIN_PAGE_SIZE, cursor: pageParam }, signal),
      ...cursorPagination,
    }),
  );
}
