import { PAGES } from '@alumni/contract';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/lib/lazy-page';

/** The account page: a child of the router's <RequireAuth /> route. */
export const accountRoutes: RouteObject[] = [
  {
    path: PAGES.account,
    element: lazyPage(async () => (await import('./routes/account-page')).AccountPage),
  },
];
