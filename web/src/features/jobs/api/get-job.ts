import { endpoints, type Job, jobSchema } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { jobKeys } from './query-keys';

export function getJob(id: string, signal?: AbortSignal): Promise<Job> {
  return api.call(endpoints.jobs.one, { params: { id } }, { auth: true, signal, check: jobSchema });
}

export function jobQueryOptions(id: string) {
  return queryOptions({
    queryKey: jobKeys.detail(id),
    queryFn: ({ signal }) => getJob(id, signal),
  });
}

/** One job: its author sees it whatever its status, anyone else only while it is open. */
export function useJob(id: string) {
  return useQuery(jobQueryOptions(id));
}
