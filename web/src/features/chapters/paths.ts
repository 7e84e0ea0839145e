import { PAGES, pageHref } from '@alumni/contract';

/**
 * The chapters pages: served by app/more.tsx (with this feature's routes.tsx), since a route
 * in the first download's router costs the home page bytes it does not have (docs/decisions/0010, 0030).
 */
export const chapterPaths = {
  chapters: PAGES.chapters,
  chapter: PAGES.chapter,
  chapterHref: (id: string) => pageHref(PAGES.chapter, { id }),
  adminChapters: PAGES.adminChapters,
} as const;
