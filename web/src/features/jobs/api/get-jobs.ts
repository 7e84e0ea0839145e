import { endpoints, type Job, jobSchema } from '@alumni/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api';
import { cursorPagination } from '@/lib/pagination';
import { JOBS_PAGE_SIZE, type JobFilter, jobKeys } from './query-keys';

export function getJobs(
  filter: JobFilter,
  page: { limit: number; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<Page<Job>> {
  // `?limit=..&cursor=..&q=..&type=..`, leaving out what is not set.
  const query = {
    limit: page.limit,
    cursor: page.cursor || undefined,
    q: filter.q || undefined,
    type: filter.type ?? undefined,
  };
  return api.page(endpoints.jobs.list, { query }, { auth: true, signal, check: jobSchema });
}

export function jobsQueryOptions(filter: JobFilter, limit: number) {
  return infiniteQueryOptions({
    queryKey: jobKeys.openList(filter, limit),
    queryFn: ({ pageParam, signal }) => getJobs(filter, { limit, cursor: pageParam }, signal),
    ...cursorPagination,
  });
}

/** Open jobs (not filled, not expired) matching `filter`, newest first, a page at a time. */
export function useJobs(filter: JobFilter, { limit = JOBS_PAGE_SIZE }: { limit?: number } = {}) {
  return useInfiniteQuery(jobsQueryOptions(filter, limit));
}
