import { PAGES } from '@alumni/contract';
import { Navigate, Outlet, type RouteObject, useRoutes } from 'react-router';
import { adminLaterRoutes, withAdminLayout } from '@/features/admin/routes';
import { authLaterRoutes } from '@/features/auth/routes';
import { chapterAdminRoutes, chapterRoutes } from '@/features/chapters/routes';
import { connectedAppsAdminRoutes, connectedAppsRoutes } from '@/features/connected-apps/routes';
import { identityRoutes } from '@/features/identities/routes';
import { insightRoutes } from '@/features/insights/routes';
import { jobLaterRoutes } from '@/features/jobs/routes';
import { mapRoutes } from '@/features/map/routes';
import { mentoringRoutes } from '@/features/mentoring/routes';
import { notificationRoutes } from '@/features/notifications/routes';
import { privacyRoutes } from '@/features/privacy/routes';
import { rightsAdminRoutes } from '@/features/rights/routes';
import { searchRoutes } from '@/features/search/routes';
import { useAuth } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { NotFoundPage } from '@/ui/not-found-page';

/**
 * Pages the first download does not know about: the router sends every path it has no route for
 * here (its not-found route, loaded on first need), and this module shows the page the path names
 * or the not-found page. Pages only a mailed link or a rarely followed link opens belong here (the
 * pages FIRST_DOWNLOAD in the contract's page table leaves out, each from its feature's routes.tsx):
 * a route in router.tsx costs the home page's first download bytes it does not have
 * (docs/decisions/0010-first-load-budget.md, 0025).
 */
/**
 * RequireAuth's rule (require-auth.tsx), kept here: importing it from the first download's chunk
 * would make that chunk export it, which costs the first download bytes.
 */
function SignedInOnly() {
  return useAuth().isAuthenticated ? <Outlet /> : <Navigate to={paths.signIn.path} replace />;
}

export const laterRoutes: RouteObject[] = [
  ...authLaterRoutes,
  ...identityRoutes,
  ...searchRoutes,
  ...connectedAppsRoutes,
  ...jobLaterRoutes,
  {
    element: <SignedInOnly />,
    children: [
      ...notificationRoutes,
      ...privacyRoutes,
      withAdminLayout([...adminLaterRoutes, ...chapterAdminRoutes, ...connectedAppsAdminRoutes, ...rightsAdminRoutes]),
      ...insightRoutes,
      ...chapterRoutes,
      ...mentoringRoutes,
      ...mapRoutes,
    ],
  },
  { path: PAGES.notFound, element: <NotFoundPage /> },
];

export function MorePages() {
  return useRoutes(laterRoutes);
}
