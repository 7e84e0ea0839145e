import { endpoints, type Job, jobSchema } from '@alumni/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api';
import { cursorPagination } from '@/lib/pagination';
import { JOBS_PAGE_SIZE, jobKeys } from './query-keys';

export function getUserJobs(
  page: { limit: number; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<Page<Job>> {
  return api.page(endpoints.jobs.mine, { query: page }, { auth: true, signal, check: jobSchema });
}

export function userJobsQueryOptions(limit: number) {
  return infiniteQueryOptions({
    queryKey: jobKeys.mineList(limit),
    queryFn: ({ pageParam, signal }) => getUserJobs({ limit, cursor: pageParam }, signal),
    ...cursorPagination,
  });
}

/** The signed-in user's own jobs, open, filled and expired, newest first. */
export function useUserJobs({ limit = JOBS_PAGE_SIZE }: { limit?: number } = {}) {
  return useInfiniteQuery(userJobsQueryOptions(limit));
}
