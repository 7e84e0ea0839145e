import type { JobType } from '@alumni/contract';
import type { QueryClient } from '@tanstack/react-query';

/** What the job list is narrowed to: a search text (empty for none) and a job type (null for all). */
export interface JobFilter {
  q: string;
  type: JobType | null;
}

/** Query keys of the jobs feature; mutations invalidate by these prefixes. */
export const jobKeys = {
  /** Open jobs (newest first), one cache entry per filter and page size. */
  open: () => ['jobs', 'open'] as const,
  openList: (filter: JobFilter, limit: number) => ['jobs', 'open', { ...filter, limit }] as const,
  /** The signed-in user's own jobs, every status. */
  mine: () => ['jobs', 'mine'] as const,
  mineList: (limit: number) => ['jobs', 'mine', { limit }] as const,
  detail: (id: string) => ['jobs', 'detail', id] as const,
};

export const JOBS_PAGE_SIZE = 10;

/**
 * After a job is posted, changed or deleted, every list that may show it loads again. Mutations
 * return this promise, so they stay pending until the lists on screen have caught up.
 */
export async function invalidateJobLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: jobKeys.open() }),
    queryClient.invalidateQueries({ queryKey: jobKeys.mine() }),
  ]);
}
