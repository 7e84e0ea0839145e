import { PAGES } from '@alumni/contract';
import type { RouteObject } from 'react-router';
import { VerifiedOnly } from '@/features/account';
import { lazyPage } from '@/lib/lazy-page';

/**
 * The chapters pages, for verified members (pending ones see why instead): not in the first
 * download (FIRST_DOWNLOAD in the contract's page table), composed by app/more.tsx.
 */
export const chapterRoutes: RouteObject[] = [
  {
    path: PAGES.chapters,
    element: <VerifiedOnly>{lazyPage(async () => (await import('./routes/chapters-page')).ChaptersPage)}</VerifiedOnly>,
  },
  {
    path: PAGES.chapter,
    element: <VerifiedOnly>{lazyPage(async () => (await import('./routes/chapter-page')).ChapterPage)}</VerifiedOnly>,
  },
];

/** The chapters' admin page, inside the admin layout (withAdminLayout in features/admin/routes.tsx), composed by app/more.tsx. */
export const chapterAdminRoutes: RouteObject[] = [
  {
    path: PAGES.adminChapters,
    element: lazyPage(async () => (await import('./routes/admin-chapters-page')).AdminChaptersPage),
  },
];
