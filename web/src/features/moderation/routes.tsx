import { PAGES } from '@alumni/contract';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/lib/lazy-page';

/** The reports of members, for admins: a child of the admin layout's route (features/admin/routes.tsx). */
export const moderationAdminRoutes: RouteObject[] = [
  {
    path: PAGES.adminReports,
    element: lazyPage(async () => (await import('./routes/reports-page')).ReportsPage),
  },
];
