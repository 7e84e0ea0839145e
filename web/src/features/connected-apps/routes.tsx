import { PAGES } from '@alumni/contract';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/lib/lazy-page';

/**
 * The consent page: not in the first download (app/more.tsx), and outside the members' guard,
 * since it sends a visitor to sign in with the way back to it (decision 0051).
 */
export const connectedAppsRoutes: RouteObject[] = [
  {
    path: PAGES.openidConsent,
    element: lazyPage(async () => (await import('./routes/consent-page')).ConsentPage),
  },
];

/** The admins' applications page, inside the admin layout (withAdminLayout in app/more.tsx). */
export const connectedAppsAdminRoutes: RouteObject[] = [
  {
    path: PAGES.adminApps,
    element: lazyPage(async () => (await import('./routes/admin-apps-page')).AdminAppsPage),
  },
];
