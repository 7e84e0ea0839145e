/**
 * The chapters pages: served by app/more.tsx, since a route in paths.ts costs the home page's
 * first download bytes it does not have (docs/decisions/0010, 0030).
 */
export const chapterPaths = {
  chapters: '/chapters',
  chapter: '/chapters/:id',
  chapterHref: (id: string) => `/chapters/${encodeURIComponent(id)}`,
  adminChapters: '/admin/chapters',
} as const;
