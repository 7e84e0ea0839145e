import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';
import { contactPaths } from './paths';

export { contactPaths };

/** Contact to Principal: public (visitors write with a name and address, decision 0029), a sibling of the router's public pages. */
export const contactRoutes: RouteObject[] = [
  {
    path: contactPaths.contact.path,
    element: lazyPage(async () => (await import('./routes/contact-page')).ContactPage),
  },
];
