import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';
import { contactAdminRoutes } from '@/features/contact/routes';
import { donationAdminRoutes } from '@/features/donation/routes';
import { moderationAdminRoutes } from '@/features/moderation/routes';
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
      // The admin pages of the features the server calls moderation, contact and donation.
      ...moderationAdminRoutes,
      ...contactAdminRoutes,
      ...donationAdminRoutes,
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
