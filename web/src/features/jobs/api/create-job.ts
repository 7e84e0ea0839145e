import { endpoints, type Job, type jobInputSchema, jobSchema } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api';
import { invalidateJobLists, jobKeys } from './query-keys';

/** What the job form sends: the contract's input after its parsing (trimmed). */
export type JobBody = z.output<typeof jobInputSchema>;

export function createJob(body: JobBody): Promise<Job> {
  return api.call(endpoints.jobs.create, { body }, { auth: true, check: jobSchema });
}

export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.detail(job._id), job);
      return invalidateJobLists(queryClient);
    },
  });
}
