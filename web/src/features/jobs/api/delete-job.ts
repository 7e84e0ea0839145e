import { endpoints } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';
import { invalidateJobLists, jobKeys } from './query-keys';

export function deleteJob(id: string): Promise<null> {
  return api.call(endpoints.jobs.remove, { params: { id } }, { auth: true, check: z.null() });
}

export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    onSuccess: (_, id) => {
      // Removed, not invalidated: refetching the job just deleted would only answer 404.
      queryClient.removeQueries({ queryKey: jobKeys.detail(id), exact: true });
      return invalidateJobLists(queryClient);
    },
  });
}
