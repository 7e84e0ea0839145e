import type {
  ContactRequest,
  ContactRequestDecision,
  ContactRequestInput,
  ContactRequestsQuery,
  ContactSharing,
  IncomingContactRequest,
  OutgoingContactRequest,
} from './contact-requests.js';
import type { Endpoint } from './endpoint.js';
import type { Language } from './languages.js';
import type { IdParams, PageQuery } from './pagination.js';
import type { AdminRead, ConsentDecision, ConsentRecord, ConsentState, PrivacyNotice } from './privacy.js';

/** The privacy centre's endpoints (issue 34, decision 0054). */
/** In the language asked for (`lang`), else the reader's. */
export const notice = 'GET /api/v1/privacy/notice' as Endpoint<{ query: { lang?: Language }; data: PrivacyNotice }>;
export const consents = 'GET /api/v1/privacy/consents' as Endpoint<{ data: ConsentState }>;
export const decide = 'PUT /api/v1/privacy/consents' as Endpoint<{ body: ConsentDecision; data: ConsentState }>;
export const consentRecord = 'GET /api/v1/privacy/consent-record' as Endpoint<{ data: ConsentRecord[] }>;
/** Admins' reads of the member's personal data, newest first (decision 0057). */
export const adminReads = 'GET /api/v1/privacy/admin-reads' as Endpoint<{ query: PageQuery; page: AdminRead }>;

// Contact on request (decision 0058).
/** The member's requests: `incoming` (to see their fields) or `outgoing` (their own), newest first. */
export const contactRequests = 'GET /api/v1/privacy/contact-requests' as Endpoint<{
  query: ContactRequestsQuery;
  page: ContactRequest;
}>;
/** Ask to see one on-request field, or all of them; an open request is answered as it is, not made twice. */
export const askContact = 'POST /api/v1/privacy/contact-requests' as Endpoint<{
  body: ContactRequestInput;
  data: OutgoingContactRequest[];
}>;
/** The owner approves or declines a pending request. */
export const decideContact = 'PUT /api/v1/privacy/contact-requests/:id' as Endpoint<{
  params: IdParams;
  body: ContactRequestDecision;
  data: IncomingContactRequest;
}>;
/** The owner takes an approval back (or declines a pending request): the asker stops seeing the field at once. */
export const revokeContact = 'DELETE /api/v1/privacy/contact-requests/:id' as Endpoint<{
  params: IdParams;
  data: IncomingContactRequest;
}>;
/** The viewer's side of a member's on-request fields: each one's state, the value only when shared. */
export const contactSharing = 'GET /api/v1/privacy/contact-requests/members/:id' as Endpoint<{
  params: IdParams;
  data: ContactSharing;
}>;
