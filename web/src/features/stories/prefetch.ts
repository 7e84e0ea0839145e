import type { Prefetch } from '@/lib/lazy-page';
// Already in the first download (the home page's stories query names its keys there): importing
// it lazily moved nothing and made the build warn (INEFFECTIVE_DYNAMIC_IMPORT).
import { STORIES_PAGE_SIZE } from './api/query-keys';

/**
 * The stories page's first request, started while its code downloads (lib/lazy-page.tsx). The
 * query's code is imported here, so it stays out of the routes' download.
 */
export const prefetchStoriesPage: Prefetch = async (queryClient) => {
  const { storiesQueryOptions } = await import('./api/get-story-pages');
  await queryClient.prefetchInfiniteQuery(storiesQueryOptions(STORIES_PAGE_SIZE));
};
