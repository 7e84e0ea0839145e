import { PAGES } from '@alumni/contract';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/lib/lazy-page';

/** The privacy centre, for signed-in members: not in the first download, composed by app/more.tsx. */
export const privacyRoutes: RouteObject[] = [
  {
    path: PAGES.privacyCentre,
    element: lazyPage(async () => (await import('./routes/privacy-page')).PrivacyPage),
  },
];
