import { PAGES } from '@alumni/contract';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/lib/lazy-page';

/**
 * The dashboard, for admins and college coordinators (the server decides which colleges each
 * sees): outside the admin layout, which lets admins only; not in the first download, composed by
 * app/more.tsx.
 */
export const insightRoutes: RouteObject[] = [
  {
    path: PAGES.adminInsights,
    element: lazyPage(async () => (await import('./routes/insights-page')).InsightsPage),
  },
];
