import { Navigate, type RouteObject } from 'react-router';
import { profilePaths } from './paths';

export { profilePaths };

/** The profile pages, all for signed-in alumni: children of the router's <RequireAuth /> route. */
export const profileRoutes: RouteObject[] = [
  {
    path: profilePaths.ownProfile.path,
    lazy: async () => ({ Component: (await import('./routes/own-profile-page')).OwnProfilePage }),
  },
  {
    path: profilePaths.profile.path,
    lazy: async () => ({ Component: (await import('./routes/profile-page')).ProfilePage }),
  },
  {
    path: profilePaths.updateProfile.path,
    lazy: async () => ({ Component: (await import('./routes/update-profile-page')).UpdateProfilePage }),
  },
  {
    path: profilePaths.updateProfileAlias.path,
    element: <Navigate to={profilePaths.updateProfile.path} replace />,
  },
];
