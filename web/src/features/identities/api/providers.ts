import { endpoints, type OidcProvider } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { identityKeys } from './query-keys';

/** The outside providers the portal accepts sign-in from (none unless configured). */
export function getProviders(signal?: AbortSignal): Promise<OidcProvider[]> {
  return api.call(endpoints.identities.providers, {}, { signal });
}

export const providersQueryOptions = queryOptions({
  queryKey: identityKeys.providers,
  queryFn: ({ signal }) => getProviders(signal),
  // The configuration changes only with a restart.
  staleTime: Number.POSITIVE_INFINITY,
});

export function useProviders() {
  return useQuery(providersQueryOptions);
}
