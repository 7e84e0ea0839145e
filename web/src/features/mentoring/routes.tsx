import { PAGES } from '@alumni/contract';
import type { RouteObject } from 'react-router';
import { VerifiedOnly } from '@/features/account';
import { lazyPage } from '@/lib/lazy-page';

/**
 * The Mentoring page, for verified members (a pending or rejected member sees the same gate as on
 * other members' pages): not in the first download (FIRST_DOWNLOAD in the contract's page table),
 * composed by app/more.tsx.
 */
export const mentoringRoutes: RouteObject[] = [
  {
    path: PAGES.mentoring,
    element: (
      <VerifiedOnly>{lazyPage(async () => (await import('./routes/mentoring-page')).MentoringPage)}</VerifiedOnly>
    ),
  },
];
