import type { Endpoint } from './endpoint.js';
import type { Language } from './languages.js';
import type { PageQuery } from './pagination.js';
import type { AdminRead, ConsentDecision, ConsentRecord, ConsentState, PrivacyNotice } from './privacy.js';

/** The privacy centre's endpoints (issue 34, decision 0054). */
/** In the language asked for (`lang`), else the reader's. */
export const notice = 'GET /api/v1/privacy/notice' as Endpoint<{ query: { lang?: Language }; data: PrivacyNotice }>;
export const consents = 'GET /api/v1/privacy/consents' as Endpoint<{ data: ConsentState }>;
export const decide = 'PUT /api/v1/privacy/consents' as Endpoint<{ body: ConsentDecision; data: ConsentState }>;
export const consentRecord = 'GET /api/v1/privacy/consent-record' as Endpoint<{ data: ConsentRecord[] }>;
/** Admins' reads of the member's personal data, newest first (decision 0057). */
export const adminReads = 'GET /api/v1/privacy/admin-reads' as Endpoint<{ query: PageQuery; page: AdminRead }>;
