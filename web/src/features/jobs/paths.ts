/**
 * The job portal's routes. app/paths.ts spreads these into the portal's one paths map, so links
 * elsewhere (header, account page) and the router read them from the same place.
 */
export const jobPaths = {
  jobPortal: { path: '/jobportal' },
  jobPost: { path: '/jobpost' },
  jobList: { path: '/joblist' },
  userJobs: { path: '/userjob' },
  editJob: { path: '/jobs/:id/edit', getHref: (id: string) => `/jobs/${encodeURIComponent(id)}/edit` },
} as const;
