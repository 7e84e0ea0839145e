import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';
import { donationPaths } from './paths';

export { donationPaths };

/** The Donation page: public, a sibling of the router's public pages. */
export const donationRoutes: RouteObject[] = [
  {
    path: donationPaths.donation.path,
    element: lazyPage(async () => (await import('./routes/donation-page')).DonationPage),
  },
];
