import { endpoints, type OwnStorySummary, ownStorySummarySchema } from '@alumni/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api';
import { cursorPagination } from '@/lib/pagination';
import { STORIES_PAGE_SIZE, storyKeys } from './query-keys';

export function getUserStories(
  page: { limit: number; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<Page<OwnStorySummary>> {
  return api.page(endpoints.stories.mine, { query: page }, { auth: true, signal, check: ownStorySummarySchema });
}

export function userStoriesQueryOptions(limit: number) {
  return infiniteQueryOptions({
    queryKey: storyKeys.mineList(limit),
    queryFn: ({ pageParam, signal }) => getUserStories({ limit, cursor: pageParam }, signal),
    ...cursorPagination,
  });
}

/** The signed-in user's own stories, newest first; those an admin hid too, marked. */
export function useUserStories({ limit = STORIES_PAGE_SIZE }: { limit?: number } = {}) {
  return useInfiniteQuery(userStoriesQueryOptions(limit));
}
