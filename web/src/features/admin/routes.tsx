import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';
import { adminPaths } from './paths';

export { adminPaths };

/**
 * The admin pages, for signed-in admins: children of the router's <RequireAuth /> route. The
 * layout lets only admins through; the API refuses everyone else anyway.
 */
export const adminRoutes: RouteObject[] = [
  {
    path: adminPaths.admin.path,
    element: lazyPage(async () => (await import('./components/admin-layout')).AdminLayout),
    children: [
      { index: true, element: lazyPage(async () => (await import('./routes/review-queue-page')).ReviewQueuePage) },
      {
        path: adminPaths.adminUsers.path,
        element: lazyPage(async () => (await import('./routes/users-page')).UsersPage),
      },
      {
        path: adminPaths.adminReports.path,
        element: lazyPage(async () => (await import('./routes/reports-page')).ReportsPage),
      },
      {
        path: adminPaths.adminMessages.path,
        element: lazyPage(async () => (await import('./routes/messages-page')).MessagesPage),
      },
      {
        path: adminPaths.adminCampaigns.path,
        element: lazyPage(async () => (await import('./routes/campaigns-page')).CampaignsPage),
      },
      {
        path: adminPaths.adminRoll.path,
        element: lazyPage(async () => (await import('./routes/roll-page')).RollPage),
      },
      {
        path: adminPaths.adminAudit.path,
        element: lazyPage(async () => (await import('./routes/audit-page')).AuditPage),
      },
    ],
  },
];
