import type { RouteObject } from 'react-router';
import { adminPaths } from '@/features/admin/paths';
import { lazyPage } from '@/lib/lazy-page';

/** The reports of members, for admins: a child of the admin layout's route (features/admin/routes.tsx). */
export const moderationAdminRoutes: RouteObject[] = [
  {
    path: adminPaths.adminReports.path,
    element: lazyPage(async () => (await import('./routes/reports-page')).ReportsPage),
  },
];
