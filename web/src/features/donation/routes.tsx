import type { RouteObject } from 'react-router';
import { adminPaths } from '@/features/admin/paths';
import { lazyPage } from '@/lib/lazy-page';
import { donationPaths } from './paths';

export { donationPaths };

/** The Donation page: public, a sibling of the router's public pages. */
export const donationRoutes: RouteObject[] = [
  {
    path: donationPaths.donation.path,
    element: lazyPage(async () => (await import('./routes/donation-page')).DonationPage),
  },
];

/** The campaigns admin page: a child of the admin layout's route (features/admin/routes.tsx). */
export const donationAdminRoutes: RouteObject[] = [
  {
    path: adminPaths.adminCampaigns.path,
    element: lazyPage(async () => (await import('./routes/campaigns-page')).CampaignsPage),
  },
];
