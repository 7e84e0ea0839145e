import { PAGES } from '@alumni/contract';
import { Navigate, type RouteObject } from 'react-router';
import { VerifiedOnly } from '@/features/account';
import { lazyPage } from '@/lib/lazy-page';

/**
 * The profile pages, all for signed-in alumni: children of the router's <RequireAuth /> route.
 * Other members' profiles are for verified members; one's own is for everyone.
 */
export const profileRoutes: RouteObject[] = [
  {
    path: PAGES.ownProfile,
    element: lazyPage(async () => (await import('./routes/own-profile-page')).OwnProfilePage),
  },
  {
    path: PAGES.profile,
    element: <VerifiedOnly>{lazyPage(async () => (await import('./routes/profile-page')).ProfilePage)}</VerifiedOnly>,
  },
  {
    path: PAGES.updateProfile,
    element: lazyPage(async () => (await import('./routes/update-profile-page')).UpdateProfilePage),
  },
  {
    path: PAGES.updateProfileAlias,
    element: <Navigate to={PAGES.updateProfile} replace />,
  },
];
