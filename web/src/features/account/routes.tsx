import type { RouteObject } from 'react-router';
import { lazyPage } from '@/lib/lazy-page';
import { accountPaths } from './paths';

/** The account page: a child of the router's <RequireAuth /> route. */
export const accountRoutes: RouteObject[] = [
  {
    path: accountPaths.account.path,
    element: lazyPage(async () => (await import('./routes/account-page')).AccountPage),
  },
];
