import type { RouteObject } from 'react-router';
import { lazyPage } from '@/app/lazy-page';
import { mentoringPath } from './paths';

/**
 * The Mentoring page, for signed-in members (verified ones only: the API refuses the others, and
 * the page shows its reason): served by app/more.tsx, not in the first download.
 */
export const mentoringMoreRoutes: RouteObject[] = [
  {
    path: mentoringPath,
    element: lazyPage(async () => (await import('./routes/mentoring-page')).MentoringPage),
  },
];
