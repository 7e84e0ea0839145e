import { type StorySummary, storySummarySchema } from '@alumni/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api';
import { cursorPagination, pagePath } from '@/lib/pagination';
import { STORIES_PAGE_SIZE, storyKeys } from './query-keys';

export function getStories(
  page: { limit: number; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<Page<StorySummary>> {
  return api.getPage(pagePath('/v1/user/story/showAllStory', page), storySummarySchema, { signal });
}

export function storiesQueryOptions(limit: number) {
  return infiniteQueryOptions({
    queryKey: storyKeys.list(limit),
    queryFn: ({ pageParam, signal }) => getStories({ limit, cursor: pageParam }, signal),
    ...cursorPagination,
    meta: { scope: 'public' },
  });
}

/** Published stories, newest first, a page at a time (the home page asks for one short page). */
export function useStories({ limit = STORIES_PAGE_SIZE }: { limit?: number } = {}) {
  return useInfiniteQuery(storiesQueryOptions(limit));
}
