import { PAGES } from '@alumni/contract';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/lib/lazy-page';

/** The Donation page: public, a sibling of the router's public pages. */
export const donationRoutes: RouteObject[] = [
  {
    path: PAGES.donation,
    element: lazyPage(async () => (await import('./routes/donation-page')).DonationPage),
  },
];

/** The campaigns admin page: a child of the admin layout's route (features/admin/routes.tsx). */
export const donationAdminRoutes: RouteObject[] = [
  {
    path: PAGES.adminCampaigns,
    element: lazyPage(async () => (await import('./routes/campaigns-page')).CampaignsPage),
  },
];
