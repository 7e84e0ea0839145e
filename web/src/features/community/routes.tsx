import { PAGES } from '@alumni/contract';
import type { RouteObject } from 'react-router';
import { VerifiedOnly } from '@/features/account';
import { lazyPage } from '@/lib/lazy-page';

/** The alumni directory, for verified alumni: a child of the router's <RequireAuth /> route. */
export const communityRoutes: RouteObject[] = [
  {
    path: PAGES.community,
    element: (
      <VerifiedOnly>{lazyPage(async () => (await import('./routes/community-page')).CommunityPage)}</VerifiedOnly>
    ),
  },
];
