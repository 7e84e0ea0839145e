import { endpoints, type FirstSteps, type FirstStepVisit, firstStepsSchema } from '@alumni/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';

const firstStepsKey = ['first-steps'] as const;

export const firstStepsQueryOptions = queryOptions({
  queryKey: firstStepsKey,
  queryFn: ({ signal }) => api.call(endpoints.firstSteps.get, {}, { auth: true, signal, check: firstStepsSchema }),
});

/** The member's first-run checklist; asked only for a verified member. */
export function useFirstSteps({ enabled }: { enabled: boolean }) {
  return useQuery({ ...firstStepsQueryOptions, enabled });
}

function useFirstStepsChange<Input>(change: (input: Input) => Promise<FirstSteps>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: (steps) => queryClient.setQueryData(firstStepsKey, steps),
  });
}

/** Ticks a step the server cannot see done, as the member opens it from the list. */
export function useVisitFirstStep() {
  return useFirstStepsChange((input: FirstStepVisit) =>
    api.call(endpoints.firstSteps.visited, { body: input }, { auth: true, check: firstStepsSchema }),
  );
}

/** Puts the checklist away for good (on every device: it is kept on the account). */
export function useDismissFirstSteps() {
  return useFirstStepsChange(() => api.call(endpoints.firstSteps.dismiss, {}, { auth: true, check: firstStepsSchema }));
}
