import { PAGES } from '@alumni/contract';
import type { RouteObject } from 'react-router';
import { VerifiedOnly } from '@/features/account';
import { lazyPage } from '@/lib/lazy-page';

/**
 * The job portal's pages, all for signed-in alumni: children of the router's <RequireAuth /> route.
 * Posting and editing are for verified members; pending ones may browse.
 */
export const jobRoutes: RouteObject[] = [
  {
    path: PAGES.jobPortal,
    element: lazyPage(async () => (await import('./routes/job-portal-page')).JobPortalPage),
  },
  {
    path: PAGES.jobPost,
    element: <VerifiedOnly>{lazyPage(async () => (await import('./routes/post-job-page')).PostJobPage)}</VerifiedOnly>,
  },
  {
    path: PAGES.jobList,
    element: lazyPage(async () => (await import('./routes/job-list-page')).JobListPage),
  },
  {
    path: PAGES.userJobs,
    element: lazyPage(async () => (await import('./routes/user-jobs-page')).UserJobsPage),
  },
  {
    path: PAGES.editJob,
    element: <VerifiedOnly>{lazyPage(async () => (await import('./routes/edit-job-page')).EditJobPage)}</VerifiedOnly>,
  },
];

/**
 * One job's page (decision 0061), outside the sign-in guard: a public job is anyone's to read, and
 * the page asks a visitor to sign in for a members-only one. Routed by the later pages' module.
 */
export const jobLaterRoutes: RouteObject[] = [
  {
    path: PAGES.job,
    element: lazyPage(async () => (await import('./routes/job-page')).JobPage),
  },
];
