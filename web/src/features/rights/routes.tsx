import { PAGES } from '@alumni/contract';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/lib/lazy-page';

/** The admins' queue of members' requests: a child of the admin layout's route (app/more.tsx). */
export const rightsAdminRoutes: RouteObject[] = [
  {
    path: PAGES.adminRequests,
    element: lazyPage(async () => (await import('./routes/admin-requests-page')).AdminRequestsPage),
  },
];
