import { PAGES } from '@alumni/contract';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/lib/lazy-page';

/**
 * The admin layout around `pages`, for signed-in admins: it lets only admins through; the API
 * refuses everyone else anyway. The app nests in it the admin pages of this feature and those of
 * the features the server calls moderation, contact, donation and chapters (app/router.tsx, app/more.tsx).
 */
export function withAdminLayout(pages: RouteObject[]): RouteObject {
  return { element: lazyPage(async () => (await import('./components/admin-layout')).AdminLayout), children: pages };
}

/** The admin feature's own pages in the first download, inside the admin layout (withAdminLayout). */
export const adminRoutes: RouteObject[] = [
  {
    path: PAGES.admin,
    element: lazyPage(async () => (await import('./routes/review-queue-page')).ReviewQueuePage),
  },
  {
    path: PAGES.adminUsers,
    element: lazyPage(async () => (await import('./routes/users-page')).UsersPage),
  },
  {
    path: PAGES.adminRoll,
    element: lazyPage(async () => (await import('./routes/roll-page')).RollPage),
  },
  {
    path: PAGES.adminAudit,
    element: lazyPage(async () => (await import('./routes/audit-page')).AuditPage),
  },
];

/**
 * The mail outbox, inside the admin layout (withAdminLayout): not in the first download
 * (FIRST_DOWNLOAD in the contract's page table), composed by app/more.tsx.
 */
export const adminLaterRoutes: RouteObject[] = [
  {
    path: PAGES.adminMail,
    element: lazyPage(async () => (await import('./routes/mail-page')).MailPage),
  },
];
