import type { RouteObject } from 'react-router';
import { lazyPage } from '@/lib/lazy-page';
import { legalPaths } from './paths';

/** The privacy policy and the terms: public, siblings of the router's public pages. */
export const legalRoutes: RouteObject[] = [
  {
    path: legalPaths.privacy.path,
    element: lazyPage(async () => (await import('./routes/legal-page')).PrivacyPage),
  },
  {
    path: legalPaths.terms.path,
    element: lazyPage(async () => (await import('./routes/legal-page')).TermsPage),
  },
];
