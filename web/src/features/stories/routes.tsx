import { PAGES } from '@alumni/contract';
import type { RouteObject } from 'react-router';
import { VerifiedOnly } from '@/features/account';
import { lazyPage } from '@/lib/lazy-page';
import { prefetchStoriesPage } from './prefetch';

/** The stories anyone may read: siblings of the router's public pages. */
export const storyRoutes: RouteObject[] = [
  {
    path: PAGES.stories,
    element: lazyPage(async () => (await import('./routes/stories-page')).StoriesPage, prefetchStoriesPage),
  },
  {
    path: PAGES.story,
    element: lazyPage(async () => (await import('./routes/story-page')).StoryPage),
  },
];

/**
 * Writing and one's own stories: children of the router's <RequireAuth /> route. Writing and
 * editing are for verified members.
 */
export const storyMemberRoutes: RouteObject[] = [
  {
    path: PAGES.createStory,
    element: (
      <VerifiedOnly>{lazyPage(async () => (await import('./routes/create-story-page')).CreateStoryPage)}</VerifiedOnly>
    ),
  },
  {
    path: PAGES.editStory,
    element: (
      <VerifiedOnly>{lazyPage(async () => (await import('./routes/edit-story-page')).EditStoryPage)}</VerifiedOnly>
    ),
  },
  {
    path: PAGES.userStories,
    element: lazyPage(async () => (await import('./routes/user-stories-page')).UserStoriesPage),
  },
];
