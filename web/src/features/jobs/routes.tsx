import type { RouteObject } from 'react-router';
import { VerifiedOnly } from '@/features/account';
import { lazyPage } from '@/lib/lazy-page';
import { jobPaths } from './paths';

export { jobPaths };

/**
 * The job portal's pages, all for signed-in alumni: children of the router's <RequireAuth /> route.
 * Posting and editing are for verified members; pending ones may browse.
 */
export const jobRoutes: RouteObject[] = [
  {
    path: jobPaths.jobPortal.path,
    element: lazyPage(async () => (await import('./routes/job-portal-page')).JobPortalPage),
  },
  {
    path: jobPaths.jobPost.path,
    element: <VerifiedOnly>{lazyPage(async () => (await import('./routes/post-job-page')).PostJobPage)}</VerifiedOnly>,
  },
  {
    path: jobPaths.jobList.path,
    element: lazyPage(async () => (await import('./routes/job-list-page')).JobListPage),
  },
  {
    path: jobPaths.userJobs.path,
    element: lazyPage(async () => (await import('./routes/user-jobs-page')).UserJobsPage),
  },
  {
    path: jobPaths.editJob.path,
    element: <VerifiedOnly>{lazyPage(async () => (await import('./routes/edit-job-page')).EditJobPage)}</VerifiedOnly>,
  },
];
