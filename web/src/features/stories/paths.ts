import { PAGES, pageHref } from '@alumni/contract';

/** The stories pages; lib/paths.ts spreads them into the portal's one paths map. */
export const storyPaths = {
  stories: { path: PAGES.stories },
  story: { path: PAGES.story, getHref: (id: string) => pageHref(PAGES.story, { id }) },
  editStory: { path: PAGES.editStory, getHref: (id: string) => pageHref(PAGES.editStory, { id }) },
  createStory: { path: PAGES.createStory },
  userStories: { path: PAGES.userStories },
} as const;
