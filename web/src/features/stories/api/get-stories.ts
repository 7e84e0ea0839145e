import type { StorySummary } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, type Page, unparsed } from '@/lib/api';
import { pagePath } from '@/lib/pagination';
import { storyKeys } from './query-keys';

export function getStories(
  page: { limit: number; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<Page<StorySummary>> {
  return api.getPage(pagePath('/v1/user/story/showAllStory', page), unparsed<StorySummary>(), {
    signal,
  });
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
