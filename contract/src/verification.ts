import { z } from 'zod';
import { VERIFICATION_STATUSES } from './auth.js';

/** The sign-up details the graduate roll is checked against (decision 0009). */
export const ROLL_FIELDS = ['enrollmentNumber', 'fullName', 'programme', 'yearOfPassing'] as const;
export type RollField = (typeof ROLL_FIELDS)[number];

/**
 * GET /api/v1/users/me/verification: where the member's verification stands and why (issue 35).
 * `reason`: `not-on-roll` (no roll row has the enrollment number: `mismatchedFields` names it),
 * `details-differ` (a row has it, but the fields named differ), null when there is nothing to
 * explain (verified, rejected, or waiting only for an admin). The roll's own values never leave.
 */
export const verificationStateSchema = z.object({
  status: z.enum(VERIFICATION_STATUSES),
  reason: z.enum(['not-on-roll', 'details-differ']).nullable(),
  mismatchedFields: z.array(z.enum(ROLL_FIELDS)),
  /** The median hours from sign-up to an admin's decision over the last 180 days; null without decisions. */
  medianWaitHours: z.number().nullable(),
  /** The document attached for the reviewer, while the account waits. */
  document: z.object({ attachedAt: z.string() }).nullable(),
});
export type VerificationState = z.infer<typeof verificationStateSchema>;

/** The document's form field (multipart): a photo or scan, JPEG, PNG or WebP, as a profile picture. */
export const VERIFICATION_DOCUMENT_FIELD = 'document';
