import type {
  AdminUser,
  AdminUsersQuery,
  AuditEntry,
  Coordination,
  Coordinator,
  CoordinatorBody,
  OptionalReasonBody,
  ReasonBody,
  ReviewItem,
  RollEntry,
  RollImportResult,
  RollQuery,
} from './admin.js';
import type { Endpoint } from './endpoint.js';
import type { IdParams, PageQuery } from './pagination.js';

/**
 * The admin pages' API: accounts and their verification, the graduate roll, the audit log. College
 * coordinators (decision 0053) may use the review queue, approve and reject, for their colleges.
 */
export const users = 'GET /api/v1/admin/users' as Endpoint<{ query: AdminUsersQuery; page: AdminUser }>;
export const reviewQueue = 'GET /api/v1/admin/verifications' as Endpoint<{ query: PageQuery; page: ReviewItem }>;

/** One change to an account; approve and restore take an optional reason, the others require one. */
export const approve = 'POST /api/v1/admin/users/:id/approve' as Endpoint<{
  params: IdParams;
  body: OptionalReasonBody;
  data: AdminUser;
}>;
export const restore = 'POST /api/v1/admin/users/:id/restore' as Endpoint<{
  params: IdParams;
  body: OptionalReasonBody;
  data: AdminUser;
}>;
export const reject = 'POST /api/v1/admin/users/:id/reject' as Endpoint<{
  params: IdParams;
  body: ReasonBody;
  data: AdminUser;
}>;
export const suspend = 'POST /api/v1/admin/users/:id/suspend' as Endpoint<{
  params: IdParams;
  body: ReasonBody;
  data: AdminUser;
}>;
export const makeAdmin = 'POST /api/v1/admin/users/:id/make-admin' as Endpoint<{
  params: IdParams;
  body: ReasonBody;
  data: AdminUser;
}>;

/** Names a member coordinator of colleges, or (no colleges) ends it; audited. Admins only. */
export const setCoordinator = 'PUT /api/v1/admin/users/:id/coordinator' as Endpoint<{
  params: IdParams;
  body: CoordinatorBody;
  data: Coordinator;
}>;
/** The signed-in member's part in the admin's pages: admin, coordinator of colleges, or neither. */
export const coordination = 'GET /api/v1/admin/coordination' as Endpoint<{ data: Coordination }>;

/** The graduate roll as the CSV file itself (Content-Type text/csv, docs/graduate-roll.md). */
export const importRoll = 'POST /api/v1/admin/roll' as Endpoint<{ body: string; data: RollImportResult }>;
export const roll = 'GET /api/v1/admin/roll' as Endpoint<{ query: RollQuery; page: RollEntry }>;
export const audit = 'GET /api/v1/admin/audit' as Endpoint<{ query: PageQuery; page: AuditEntry }>;
