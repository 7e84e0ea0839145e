import { PAGES, pageHref } from '@alumni/contract';

/**
 * The job portal's routes. lib/paths.ts spreads these into the portal's one paths map, so links
 * elsewhere (header, account page) and the router read them from the same place.
 */
export const jobPaths = {
  jobPortal: { path: PAGES.jobPortal },
  jobPost: { path: PAGES.jobPost },
  jobList: { path: PAGES.jobList },
  userJobs: { path: PAGES.userJobs },
  job: { path: PAGES.job, getHref: (id: string) => pageHref(PAGES.job, { id }) },
  editJob: { path: PAGES.editJob, getHref: (id: string) => pageHref(PAGES.editJob, { id }) },
} as const;
