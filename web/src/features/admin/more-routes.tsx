import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';
import { adminMailPath } from './mail-paths';

/** The mail outbox, for admins (the layout lets only them through): served by app/more.tsx. */
export const adminMoreRoutes: RouteObject[] = [
  {
    path: adminMailPath,
    element: lazyPage(async () => (await import('./components/admin-layout')).AdminLayout),
    children: [{ index: true, element: lazyPage(async () => (await import('./routes/mail-page')).MailPage) }],
  },
];
