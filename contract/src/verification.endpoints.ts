import type { Endpoint } from './endpoint.js';
import type { IdParams } from './pagination.js';
import type { VerificationState } from './verification.js';

/** A member's verification (decision 0042): why it waits, and a document for the reviewer. */
export const mine = 'GET /api/v1/users/me/verification' as Endpoint<{ data: VerificationState }>;
/** A multipart form with the file under VERIFICATION_DOCUMENT_FIELD (sent by the web's lib/form-upload.ts). */
export const attachDocument = 'POST /api/v1/users/me/verification/document' as Endpoint<{ data: VerificationState }>;
export const removeDocument = 'DELETE /api/v1/users/me/verification/document' as Endpoint<{
  data: VerificationState;
}>;
/** The attached document itself, as WebP, for an admin (no envelope). */
export const document = 'GET /api/v1/admin/users/:id/verification-document' as Endpoint<{
  params: IdParams;
  raw: string;
}>;
