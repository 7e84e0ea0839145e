import { Navigate, type RouteObject } from 'react-router';
import { VerifiedOnly } from '@/features/account';
import { lazyPage } from '@/lib/lazy-page';
import { profilePaths } from './paths';

export { profilePaths };

/**
 * The profile pages, all for signed-in alumni: children of the router's <RequireAuth /> route.
 * Other members' profiles are for verified members; one's own is for everyone.
 */
export const profileRoutes: RouteObject[] = [
  {
    path: profilePaths.ownProfile.path,
    element: lazyPage(async () => (await import('./routes/own-profile-page')).OwnProfilePage),
  },
  {
    path: profilePaths.profile.path,
    element: <VerifiedOnly>{lazyPage(async () => (await import('./routes/profile-page')).ProfilePage)}</VerifiedOnly>,
  },
  {
    path: profilePaths.updateProfile.path,
    element: lazyPage(async () => (await import('./routes/update-profile-page')).UpdateProfilePage),
  },
  {
    path: profilePaths.updateProfileAlias.path,
    element: <Navigate to={profilePaths.updateProfile.path} replace />,
  },
];
