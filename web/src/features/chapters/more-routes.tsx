import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';
import { verifiedLazyPage } from '@/features/account/verified-page';
import { chapterPaths } from './paths';

/** The chapters pages and their admin page, for signed-in members: served by app/more.tsx. */
export const chapterMoreRoutes: RouteObject[] = [
  {
    path: chapterPaths.adminChapters,
    element: lazyPage(async () => (await import('@/features/admin/components/admin-layout')).AdminLayout),
    children: [
      {
        index: true,
        element: lazyPage(async () => (await import('./routes/admin-chapters-page')).AdminChaptersPage),
      },
    ],
  },
  {
    path: chapterPaths.chapters,
    element: verifiedLazyPage(async () => (await import('./routes/chapters-page')).ChaptersPage),
  },
  {
    path: chapterPaths.chapter,
    element: verifiedLazyPage(async () => (await import('./routes/chapter-page')).ChapterPage),
  },
];
