import { PAGES } from '@alumni/contract';
import { Navigate, Outlet, type RouteObject, useRoutes } from 'react-router';
import { adminMoreRoutes } from '@/features/admin/more-routes';
import { withAdminLayout } from '@/features/admin/routes';
import { authMoreRoutes } from '@/features/auth/more-routes';
import { chapterAdminRoutes, chapterMoreRoutes } from '@/features/chapters/more-routes';
import { mentoringMoreRoutes } from '@/features/mentoring/more-routes';
import { notificationMoreRoutes } from '@/features/notifications/more-routes';
import { useAuth } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { NotFoundPage } from '@/ui/not-found-page';

/**
 * Pages the first download does not know about: the router sends every path it has no route for
 * here (its not-found route, loaded on first need), and this module shows the page the path names
 * or the not-found page. Pages only a mailed link or a rarely followed link opens belong here (each
 * feature's more-routes.tsx, composed here): a route in router.tsx costs the home page's first download bytes it does not have
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
  ...authMoreRoutes,
  {
    element: <SignedInOnly />,
    children: [
      ...notificationMoreRoutes,
      withAdminLayout([...adminMoreRoutes, ...chapterAdminRoutes]),
      ...chapterMoreRoutes,
      ...mentoringMoreRoutes,
    ],
  },
  { path: PAGES.notFound, element: <NotFoundPage /> },
];

export function MorePages() {
  return useRoutes(laterRoutes);
}
