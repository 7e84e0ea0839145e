import type { Endpoint } from './endpoint.js';
import type { IdParams, PageQuery } from './pagination.js';
import type {
  AdminPrivacyRequest,
  Nominee,
  NomineeInput,
  PrivacyAnswerInput,
  PrivacyRequest,
  PrivacyRequestInput,
  PrivacyRequestQuery,
  PrivacySummary,
} from './rights.js';

/** A member's rights in one place (issue 34, decision 0059): requests to the grievance officer and a nominee. */
/** "See": what the portal holds about the signed-in member, for which purposes, and with whom it was shared. */
export const summary = 'GET /api/v1/privacy/summary' as Endpoint<{ data: PrivacySummary }>;
export const requests = 'GET /api/v1/privacy/requests' as Endpoint<{ query: PageQuery; page: PrivacyRequest }>;
export const fileRequest = 'POST /api/v1/privacy/requests' as Endpoint<{
  body: PrivacyRequestInput;
  data: PrivacyRequest;
}>;
export const nominee = 'GET /api/v1/privacy/nominee' as Endpoint<{ data: Nominee | null }>;
export const setNominee = 'PUT /api/v1/privacy/nominee' as Endpoint<{ body: NomineeInput; data: Nominee }>;
export const removeNominee = 'DELETE /api/v1/privacy/nominee' as Endpoint<{ data: null }>;
/** The admins' queue of members' requests, oldest due first among the open ones. */
export const queue = 'GET /api/v1/admin/requests' as Endpoint<{
  query: PrivacyRequestQuery;
  page: AdminPrivacyRequest;
}>;
export const answer = 'POST /api/v1/admin/requests/:id/answer' as Endpoint<{
  params: IdParams;
  body: PrivacyAnswerInput;
  data: AdminPrivacyRequest;
}>;
