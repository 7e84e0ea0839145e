import type { Prefetch } from '@/app/lazy-page';

/**
 * The stories page's first request, started while its code downloads (app/lazy-page.tsx). The
 * query's code is imported here, so it stays out of the routes' download.
 */
export const prefetchStoriesPage: Prefetch = async (queryClient) => {
  const [{ storiesQueryOptions }, { STORIES_PAGE_SIZE }] = await Promise.all([
    import('./api/get-story-pages'),
    import('./api/query-keys'),
  ]);
  await queryClient.prefetchInfiniteQuery(storiesQueryOptions(STORIES_PAGE_SIZE));
};
