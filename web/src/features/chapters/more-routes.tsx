import type { RouteObject } from 'react-router';
import { VerifiedOnly } from '@/features/account';
import { lazyPage } from '@/lib/lazy-page';
import { chapterPaths } from './paths';

/** The chapters pages, for verified members (pending ones see why instead): served by app/more.tsx. */
export const chapterMoreRoutes: RouteObject[] = [
  {
    path: chapterPaths.chapters,
    element: <VerifiedOnly>{lazyPage(async () => (await import('./routes/chapters-page')).ChaptersPage)}</VerifiedOnly>,
  },
  {
    path: chapterPaths.chapter,
    element: <VerifiedOnly>{lazyPage(async () => (await import('./routes/chapter-page')).ChapterPage)}</VerifiedOnly>,
  },
];

/** The chapters' admin page, inside the admin layout (withAdminLayout in features/admin/routes.tsx): served by app/more.tsx. */
export const chapterAdminRoutes: RouteObject[] = [
  {
    path: chapterPaths.adminChapters,
    element: lazyPage(async () => (await import('./routes/admin-chapters-page')).AdminChaptersPage),
  },
];
