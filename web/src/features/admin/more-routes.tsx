import type { RouteObject } from 'react-router';
import { lazyPage } from '@/lib/lazy-page';
import { adminMailPath } from './mail-paths';

/** The mail outbox, for admins, inside the admin layout (withAdminLayout): served by app/more.tsx. */
export const adminMoreRoutes: RouteObject[] = [
  {
    path: adminMailPath,
    element: lazyPage(async () => (await import('./routes/mail-page')).MailPage),
  },
];
