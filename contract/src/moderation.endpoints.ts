import type {
  AdminReport,
  ContentParams,
  OptionalReasonBody,
  ReasonBody,
  ReportInput,
  ReportReceipt,
  ReportsQuery,
} from './admin.js';
import type { Endpoint } from './endpoint.js';
import type { IdParams } from './pagination.js';

/** Reports from members and what admins do about them. */
export const report = 'POST /api/v1/reports' as Endpoint<{ body: ReportInput; data: ReportReceipt }>;
export const reports = 'GET /api/v1/admin/reports' as Endpoint<{ query: ReportsQuery; page: AdminReport }>;
export const dismiss = 'POST /api/v1/admin/reports/:id/dismiss' as Endpoint<{
  params: IdParams;
  body: OptionalReasonBody;
  data: null;
}>;
/** Hiding or restoring an item resolves the reports about it: how many. */
export const hide = 'POST /api/v1/admin/content/:type/:id/hide' as Endpoint<{
  params: ContentParams;
  body: ReasonBody;
  data: { resolvedReports: number };
}>;
export const restore = 'POST /api/v1/admin/content/:type/:id/restore' as Endpoint<{
  params: ContentParams;
  body: OptionalReasonBody;
  data: { resolvedReports: number };
}>;
