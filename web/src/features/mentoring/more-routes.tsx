import type { RouteObject } from 'react-router';
import { VerifiedOnly } from '@/features/account';
import { lazyPage } from '@/lib/lazy-page';
import { mentoringPath } from './paths';

/**
 * The Mentoring page, for verified members (a pending or rejected member sees the same gate as on
 * other members' pages): served by app/more.tsx, not in the first download.
 */
export const mentoringMoreRoutes: RouteObject[] = [
  {
    path: mentoringPath,
    element: (
      <VerifiedOnly>{lazyPage(async () => (await import('./routes/mentoring-page')).MentoringPage)}</VerifiedOnly>
    ),
  },
];
