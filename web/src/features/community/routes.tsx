import type { RouteObject } from 'react-router';
import { communityPaths } from './paths';

export { communityPaths };

/** The alumni directory, for signed-in alumni: a child of the router's <RequireAuth /> route. */
export const communityRoutes: RouteObject[] = [
  {
    path: communityPaths.community.path,
    lazy: async () => ({ Component: (await import('./routes/community-page')).CommunityPage }),
  },
];
