import type { RouteObject } from 'react-router';
import { jobPaths } from './paths';

export { jobPaths };

/** The job portal's pages, all for signed-in alumni: children of the router's <RequireAuth /> route. */
export const jobRoutes: RouteObject[] = [
  {
    path: jobPaths.jobPortal.path,
    lazy: async () => ({ Component: (await import('./routes/job-portal-page')).JobPortalPage }),
  },
  {
    path: jobPaths.jobPost.path,
    lazy: async () => ({ Component: (await import('./routes/post-job-page')).PostJobPage }),
  },
  {
    path: jobPaths.jobList.path,
    lazy: async () => ({ Component: (await import('./routes/job-list-page')).JobListPage }),
  },
  {
    path: jobPaths.userJobs.path,
    lazy: async () => ({ Component: (await import('./routes/user-jobs-page')).UserJobsPage }),
  },
  {
    path: jobPaths.editJob.path,
    lazy: async () => ({ Component: (await import('./routes/edit-job-page')).EditJobPage }),
  },
];
