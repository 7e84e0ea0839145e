import { type OwnProfile, ownProfileSchema } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { profileKeys } from './query-keys';

export function getOwnProfile(signal?: AbortSignal): Promise<OwnProfile> {
  return api.get('/v1/users/viewProfile', ownProfileSchema, { auth: true, signal });
}

export const ownProfileQueryOptions = queryOptions({
  queryKey: profileKeys.own(),
  queryFn: ({ signal }) => getOwnProfile(signal),
});

/** The signed-in user's whole profile, with who may see each personal field. */
export function useOwnProfile() {
  return useQuery(ownProfileQueryOptions);
}
