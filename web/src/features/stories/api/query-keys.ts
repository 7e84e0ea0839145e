import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the stories feature; mutations invalidate by these prefixes. */
export const storyKeys = {
  /** The public list (newest first), one cache entry per page size. */
  lists: () => ['stories', 'list'] as const,
  list: (limit: number) => ['stories', 'list', { limit }] as const,
  /** The first page alone, as a plain query (the home page's short list). */
  firstPage: (limit: number) => ['stories', 'list', 'first', { limit }] as const,
  /** The signed-in user's own stories: private, dropped when the session ends. */
  mine: () => ['stories', 'mine'] as const,
  mineList: (limit: number) => ['stories', 'mine', { limit }] as const,
  detail: (id: string) => ['stories', 'detail', id] as const,
};

export const STORIES_PAGE_SIZE = 12;

/**
 * After a story is created, changed or deleted, every list that may show it loads again. Mutations
 * return this promise, so they stay pending until the lists on screen have caught up.
 */
export async function invalidateStoryLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: storyKeys.lists() }),
    queryClient.invalidateQueries({ queryKey: storyKeys.mine() }),
  ]);
}
