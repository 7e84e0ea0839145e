import { endpoints, type MyIdentities } from '@alumni/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { identityKeys } from './query-keys';

export function getMyIdentities(signal?: AbortSignal): Promise<MyIdentities> {
  return api.call(endpoints.identities.mine, {}, { auth: true, signal });
}

export const myIdentitiesQueryOptions = queryOptions({
  queryKey: identityKeys.mine,
  queryFn: ({ signal }) => getMyIdentities(signal),
});

export function useMyIdentities() {
  return useQuery(myIdentitiesQueryOptions);
}

/** Starts adding a provider: answers the provider's address, where the browser goes next. */
export function startAddingProvider(provider: string): Promise<{ location: string }> {
  return api.call(endpoints.identities.add, { params: { provider } }, { auth: true });
}

export function useStartAddingProvider() {
  return useMutation({ mutationFn: startAddingProvider });
}

export function removeProvider(provider: string): Promise<null> {
  return api.call(endpoints.identities.remove, { params: { provider } }, { auth: true });
}

export function useRemoveProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeProvider,
    onSettled: () => queryClient.invalidateQueries({ queryKey: identityKeys.mine }),
  });
}
