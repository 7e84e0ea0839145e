import { endpoints, type OwnProfile, ownProfileSchema } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { profileKeys } from './query-keys';

export function getOwnProfile(signal?: AbortSignal): Promise<OwnProfile> {
  return api.call(endpoints.profile.mine, {}, { auth: true, signal, check: ownProfileSchema });
}

export const ownProfileQueryOptions = queryOptions({
  queryKey: profileKeys.own(),
  queryFn: ({ signal }) => getOwnProfile(signal),
});

/** The signed-in user's whole profile, with who may see each personal field. */
export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions);
}
