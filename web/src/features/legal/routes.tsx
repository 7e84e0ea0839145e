import { PAGES } from '@alumni/contract';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/lib/lazy-page';

/** The privacy policy and the terms: public, siblings of the router's public pages. */
export const legalRoutes: RouteObject[] = [
  {
    path: PAGES.privacy,
    element: lazyPage(async () => (await import('./routes/legal-page')).PrivacyPage),
  },
  {
    path: PAGES.terms,
    element: lazyPage(async () => (await import('./routes/legal-page')).TermsPage),
  },
];
