import { endpoints, type StorySummary } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api';
import { storyKeys } from './query-keys';

export function getStories(
  page: { limit: number; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<Page<StorySummary>> {
  return api.page(endpoints.stories.list, { query: page }, { signal });
}

export function latestStoriesQueryOptions(limit: number) {
  return queryOptions({
    queryKey: storyKeys.firstPage(limit),
    queryFn: ({ signal }) => getStories({ limit }, signal),
    meta: { scope: 'public' },
  });
}

/**
 * The newest stories, one short page and no more (the home page). A plain query: the paged list
 * (get-story-pages.ts) and its infinite-query code stay out of the home page's first download.
 */
export function useLatestStories(limit: number) {
  return useQuery(latestStoriesQueryOptions(limit));
}
