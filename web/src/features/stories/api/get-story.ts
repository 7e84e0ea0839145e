import { type Story, storySchema } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { storyKeys } from './query-keys';

export function getStory(id: string, signal?: AbortSignal): Promise<Story> {
  return api.get(`/v1/user/story/${encodeURIComponent(id)}`, storySchema, { signal });
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
