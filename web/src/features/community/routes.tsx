import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';
import { VerifiedOnly } from '@/features/account';
import { communityPaths } from './paths';

export { communityPaths };

/** The alumni directory, for verified alumni: a child of the router's <RequireAuth /> route. */
export const communityRoutes: RouteObject[] = [
  {
    path: communityPaths.community.path,
    element: (
      <VerifiedOnly>{lazyPage(async () => (await import('./routes/community-page')).CommunityPage)}</VerifiedOnly>
    ),
  },
];
