/**
 * What the features with admin pages (moderation, contact, donation) share from the admin feature:
 * the admin cache's keys, its mutations, the actions on a member and the status tabs.
 */

export { useAdminMutation } from './api/admin-mutation';
export { coordinatedColleges, useCoordination } from './api/get-coordination';
export { ADMIN_PAGE_SIZE, adminKeys, type ContactFilter, type ReportStatus } from './api/query-keys';
export { useUserAction } from './api/user-actions';
export { ReasonAction } from './components/reason-action';
