import { endpoints, type Nominee, type NomineeInput } from '@alumni/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { rightsKeys } from './query-keys';

const nomineeQueryOptions = queryOptions({
  queryKey: rightsKeys.nominee(),
  queryFn: ({ signal }): Promise<Nominee | null> => api.call(endpoints.rights.nominee, {}, { auth: true, signal }),
});

/** The person the member named to exercise their rights if they cannot; null when none. */
export function useNominee() {
  return useQuery(nomineeQueryOptions);
}

export function useSetNominee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NomineeInput) => api.answer(endpoints.rights.setNominee, { body }, { auth: true }),
    onSuccess: ({ data }) => queryClient.setQueryData(rightsKeys.nominee(), data),
  });
}

export function useRemoveNominee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.answer(endpoints.rights.removeNominee, {}, { auth: true }),
    onSuccess: () => queryClient.setQueryData(rightsKeys.nominee(), null),
  });
}
