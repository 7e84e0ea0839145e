/**
 * The admin pages' routes, all under /admin. app/paths.ts spreads these into the portal's one
 * paths map, so the header, the account page and the router read them from the same place.
 */
export const adminPaths = {
  admin: { path: '/admin' },
  adminUsers: { path: '/admin/users' },
  adminReports: { path: '/admin/reports' },
  adminMessages: { path: '/admin/messages' },
  adminCampaigns: { path: '/admin/campaigns' },
  adminRoll: { path: '/admin/roll' },
  adminAudit: { path: '/admin/audit' },
} as const;
