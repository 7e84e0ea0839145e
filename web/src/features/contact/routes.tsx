import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';
import { contactPaths } from './paths';

export { contactPaths };

/** Contact to Principal, for any signed-in member (pending ones too): a child of the router's <RequireAuth /> route. */
export const contactRoutes: RouteObject[] = [
  {
    path: contactPaths.contact.path,
    element: lazyPage(async () => (await import('./routes/contact-page')).ContactPage),
  },
];
