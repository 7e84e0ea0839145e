import { PAGES } from '@alumni/contract';
import type { RouteObject } from 'react-router';
import { VerifiedOnly } from '@/features/account';
import { lazyPage } from '@/lib/lazy-page';

/**
 * The members' map, for verified members: not in the first download (FIRST_DOWNLOAD in the
 * contract's page table), and its map shapes load only with the page (decision 0055).
 */
export const mapRoutes: RouteObject[] = [
  {
    path: PAGES.map,
    element: <VerifiedOnly>{lazyPage(async () => (await import('./routes/map-page')).MapPage)}</VerifiedOnly>,
  },
];
