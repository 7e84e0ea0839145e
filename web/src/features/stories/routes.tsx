import type { RouteObject } from 'react-router';
import { VerifiedOnly } from '@/features/account';
import { lazyPage } from '@/lib/lazy-page';
import { storyPaths } from './paths';
import { prefetchStoriesPage } from './prefetch';

/** The stories anyone may read: siblings of the router's public pages. */
export const storyRoutes: RouteObject[] = [
  {
    path: storyPaths.stories.path,
    element: lazyPage(async () => (await import('./routes/stories-page')).StoriesPage, prefetchStoriesPage),
  },
  {
    path: storyPaths.story.path,
    element: lazyPage(async () => (await import('./routes/story-page')).StoryPage),
  },
];

/**
 * Writing and one's own stories: children of the router's <RequireAuth /> route. Writing and
 * editing are for verified members.
 */
export const storyMemberRoutes: RouteObject[] = [
  {
    path: storyPaths.createStory.path,
    element: (
      <VerifiedOnly>{lazyPage(async () => (await import('./routes/create-story-page')).CreateStoryPage)}</VerifiedOnly>
    ),
  },
  {
    path: storyPaths.editStory.path,
    element: (
      <VerifiedOnly>{lazyPage(async () => (await import('./routes/edit-story-page')).EditStoryPage)}</VerifiedOnly>
    ),
  },
  {
    path: storyPaths.userStories.path,
    element: lazyPage(async () => (await import('./routes/user-stories-page')).UserStoriesPage),
  },
];
