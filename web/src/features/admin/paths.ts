import { PAGES } from '@alumni/contract';

/**
 * The admin pages' routes, all under /admin. lib/paths.ts spreads these into the portal's one
 * paths map, so the header, the account page and the router read them from the same place.
 */
export const adminPaths = {
  admin: { path: PAGES.admin },
  adminUsers: { path: PAGES.adminUsers },
  adminReports: { path: PAGES.adminReports },
  adminMessages: { path: PAGES.adminMessages },
  adminCampaigns: { path: PAGES.adminCampaigns },
  adminRoll: { path: PAGES.adminRoll },
  adminAudit: { path: PAGES.adminAudit },
} as const;
