import { PAGES } from '@alumni/contract';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/lib/lazy-page';

/** Where a provider sign-in comes back to: for anyone, not in the first download (app/more.tsx). */
export const identityRoutes: RouteObject[] = [
  {
    path: PAGES.providerSignIn,
    element: lazyPage(async () => (await import('./routes/provider-signin-page')).ProviderSignInPage),
  },
];
