import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { cursorPagination } from '@/lib/pagination';
import { getStories } from './get-stories';
import { STORIES_PAGE_SIZE, storyKeys } from './query-keys';

export function storiesQueryOptions(limit: number) {
  return infiniteQueryOptions({
    queryKey: storyKeys.list(limit),
    queryFn: ({ pageParam, signal }) => getStories({ limit, cursor: pageParam }, signal),
    ...cursorPagination,
    meta: { scope: 'public' },
  });
}

/** Published stories, newest first, a page at a time. */
export function useStories({ limit = STORIES_PAGE_SIZE }: { limit?: number } = {}) {
  return useInfiniteQuery(storiesQueryOptions(limit));
}
