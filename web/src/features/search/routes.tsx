import { PAGES } from '@alumni/contract';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/lib/lazy-page';

/**
 * The search page, for everyone (a visitor finds stories and events; the server decides what each
 * reader finds): not in the first download (FIRST_DOWNLOAD in the contract's page table), composed
 * by app/more.tsx.
 */
export const searchRoutes: RouteObject[] = [
  {
    path: PAGES.search,
    element: lazyPage(async () => (await import('./routes/search-page')).SearchPage),
  },
];
