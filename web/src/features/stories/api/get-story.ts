import { endpoints, type Story } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { storyKeys } from './query-keys';

/**
 * Not parsed again with the contract's schema (unparsed): a story is often the first page a
 * visitor opens, from a shared link, and its code then needs no zod at all.
 */
export function getStory(id: string, signal?: AbortSignal): Promise<Story> {
  return api.call(endpoints.stories.one, { params: { id } }, { signal });
}

export function storyQueryOptions(id: string) {
  return queryOptions({
    queryKey: storyKeys.detail(id),
    queryFn: ({ signal }) => getStory(id, signal),
    meta: { scope: 'public' },
  });
}

export function useStory(id: string) {
  return useQuery(storyQueryOptions(id));
}
