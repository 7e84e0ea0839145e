import { type Job, jobSchema } from '@alumni/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api';
import { cursorPagination } from '@/lib/pagination';
import { JOBS_PAGE_SIZE, type JobFilter, jobKeys } from './query-keys';

/** `/viewJobs?limit=..&cursor=..&q=..&type=..`, leaving out what is not set. */
function viewJobsPath(filter: JobFilter, page: { limit: number; cursor?: string | undefined }): string {
  const search = new URLSearchParams({ limit: String(page.limit) });
  if (page.cursor) search.set('cursor', page.cursor);
  if (filter.q) search.set('q', filter.q);
  if (filter.type) search.set('type', filter.type);
  return `/v1/user/job/viewJobs?${search.toString()}`;
}

export function getJobs(
  filter: JobFilter,
  page: { limit: number; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<Page<Job>> {
  return api.getPage(viewJobsPath(filter, page), jobSchema, { auth: true, signal });
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
