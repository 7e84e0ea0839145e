import { PAGES } from '@alumni/contract';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/lib/lazy-page';

/** Contact to Principal: public (visitors write with a name and address, decision 0029), a sibling of the router's public pages. */
export const contactRoutes: RouteObject[] = [
  {
    path: PAGES.contact,
    element: lazyPage(async () => (await import('./routes/contact-page')).ContactPage),
  },
];

/** The messages to the principal, for admins: a child of the admin layout's route (features/admin/routes.tsx). */
export const contactAdminRoutes: RouteObject[] = [
  {
    path: PAGES.adminMessages,
    element: lazyPage(async () => (await import('./routes/admin-messages-page')).MessagesPage),
  },
];
