import { PAGES } from '@alumni/contract';
import { type RouteObject, useRoutes } from 'react-router';
import { accountRoutes } from '@/features/account/routes';
import { adminRoutes, withAdminLayout } from '@/features/admin/routes';
import { authRoutes } from '@/features/auth/routes';
import { communityRoutes } from '@/features/community/routes';
import { contactAdminRoutes, contactRoutes } from '@/features/contact/routes';
import { donationAdminRoutes, donationRoutes } from '@/features/donation/routes';
import { eventMemberRoutes, eventRoutes } from '@/features/events/routes';
import { homeRoutes } from '@/features/home/routes';
import { jobRoutes } from '@/features/jobs/routes';
import { legalRoutes } from '@/features/legal/routes';
import { messageRoutes } from '@/features/messages/routes';
import { moderationAdminRoutes } from '@/features/moderation/routes';
import { profileRoutes } from '@/features/profile/routes';
import { storyMemberRoutes, storyRoutes } from '@/features/stories/routes';
import { lazyPage } from '@/lib/lazy-page';
import { Layout } from './layout/layout';
import { GuestOnly, RequireAuth } from './require-auth';
import { RouteErrorBoundary } from './route-error';

/**
 * Every page of the portal, composed from the features' routes (each feature's routes.tsx): here
 * the pages the contract's page table puts in the first download (FIRST_DOWNLOAD), the others in
 * more.tsx, which the not-found route loads. The web build reads this composition to find each
 * page's lazy modules (scripts/route-preloads.ts), so a route's path is written `PAGES.<key>`.
 * Only the home page, where most visits start, ships in the first
 * download; every other page's code loads when it is first visited (lazyPage). The routes are
 * rendered with useRoutes (declarative mode): the data router would add 16 KB gzipped to the
 * first download for loaders and actions this app does not use (docs/decisions/0010-first-load-budget.md).
 */
export const routes: RouteObject[] = [
  {
    path: PAGES.home,
    element: <Layout />,
    children: [
      {
        element: <RouteErrorBoundary />,
        children: [
          ...homeRoutes,
          { element: <GuestOnly />, children: authRoutes },
          ...storyRoutes,
          ...eventRoutes,
          ...legalRoutes,
          ...donationRoutes,
          ...contactRoutes,
          {
            element: <RequireAuth />,
            children: [
              ...accountRoutes,
              ...storyMemberRoutes,
              ...eventMemberRoutes,
              ...jobRoutes,
              ...communityRoutes,
              ...profileRoutes,
              ...messageRoutes,
              withAdminLayout([
                ...adminRoutes,
                ...moderationAdminRoutes,
                ...contactAdminRoutes,
                ...donationAdminRoutes,
              ]),
            ],
          },
          { path: PAGES.notFound, element: lazyPage(async () => (await import('./more')).MorePages) },
        ],
      },
    ],
  },
];

/** The portal's pages: main.tsx renders them in a <BrowserRouter>, the tests (test/render-app.tsx) in a <MemoryRouter>, the same declarative router. */
export function AppRoutes() {
  return useRoutes(routes);
}
