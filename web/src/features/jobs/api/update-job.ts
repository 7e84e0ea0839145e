import { endpoints, type Job, type JobUpdate, jobSchema } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateJobLists, jobKeys } from './query-keys';

/** Changes any of the job's fields, or marks it filled (`filled: true`) or open again (`filled: false`). */
export function updateJob(id: string, changes: JobUpdate): Promise<Job> {
  return api.call(endpoints.jobs.update, { params: { id }, body: changes }, { auth: true, check: jobSchema });
}

export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: JobUpdate }) => updateJob(id, changes),
    onSuccess: (job) => {
      queryClient.setQueryData(jobKeys.detail(job._id), job);
      return invalidateJobLists(queryClient);
    },
  });
}
