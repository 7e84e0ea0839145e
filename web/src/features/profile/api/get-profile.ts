import { endpoints, type PublicProfile, publicProfileSchema } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { profileKeys } from './query-keys';

export function getProfile(id: string, signal?: AbortSignal): Promise<PublicProfile> {
  return api.call(endpoints.profile.one, { params: { id } }, { auth: true, signal, check: publicProfileSchema });
}

export function profileQueryOptions(id: string) {
  return queryOptions({
    queryKey: profileKeys.detail(id),
    queryFn: ({ signal }) => getProfile(id, signal),
  });
}

/** Another alumnus's profile as its owner's privacy settings allow (hidden fields are named in hiddenFields). */
export function useProfile(id: string) {
  return useQuery(profileQueryOptions(id));
}
