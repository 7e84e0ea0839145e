import type { Endpoint } from './endpoint.js';
import type { Insights, InsightsQuery } from './insights.js';

/**
 * The association's dashboard (issue 33, decision 0053): counts by college, programme, year and
 * month, small counts suppressed. Admins see every college; answered per viewer, never kept.
 */
export const insights = 'GET /api/v1/admin/insights' as Endpoint<{ query: InsightsQuery; data: Insights }>;
