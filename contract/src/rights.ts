import { z } from 'zod';
import { optionalText, requiredEmail, requiredMultiLineText, requiredText } from './fields.js';
import { fieldMessage } from './i18n/format.js';
import { pageQuerySchema } from './pagination.js';

/**
 * A member's rights in one place (issue 34, decision 0059): requests to the grievance officer,
 * a nominee, and the 48-hour wait before an account is erased.
 */
export const RIGHTS_LIMITS = {
  requestSubject: 150,
  requestText: 5_000,
  answer: 5_000,
  nomineeName: 120,
  nomineeRelationship: 80,
} as const;

/** The hours between asking for the account's deletion and carrying it out; signing in meanwhile cancels it. */
export const ERASURE_WAIT_HOURS = 48;

/** A grievance, or a correction of a field an admin set (verification data: name on the roll, year, programme, college). */
export const PRIVACY_REQUEST_KINDS = ['grievance', 'correction'] as const;
export type PrivacyRequestKind = (typeof PRIVACY_REQUEST_KINDS)[number];

export const privacyRequestInputSchema = z
  .object({
    kind: z.enum(PRIVACY_REQUEST_KINDS, { error: fieldMessage('rights.unknown_kind') }),
    subject: requiredText('subject', RIGHTS_LIMITS.requestSubject),
    text: requiredMultiLineText('message', RIGHTS_LIMITS.requestText),
  })
  .strict();
export type PrivacyRequestInput = z.input<typeof privacyRequestInputSchema>;

/** One request as its member sees it: its state, its due date and, once answered, the answer. */
export const privacyRequestSchema = z.object({
  _id: z.string(),
  kind: z.enum(PRIVACY_REQUEST_KINDS),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
  dueAt: z.string(),
  state: z.enum(['open', 'answered']),
  answer: z.object({ text: z.string(), answeredAt: z.string() }).nullable(),
});
export type PrivacyRequest = z.infer<typeof privacyRequestSchema>;

/** In the admins' queue: who asked, and whether the due date has passed unanswered. */
export const adminPrivacyRequestSchema = privacyRequestSchema.extend({
  member: z.object({ _id: z.string(), fullName: z.string(), email: z.string() }),
  overdue: z.boolean(),
  answeredBy: z.string().nullable(),
});
export type AdminPrivacyRequest = z.infer<typeof adminPrivacyRequestSchema>;

export const privacyRequestQuerySchema = pageQuerySchema.extend({
  state: z.enum(['open', 'answered'], { error: fieldMessage('rights.unknown_state') }).optional(),
});
export type PrivacyRequestQuery = z.input<typeof privacyRequestQuerySchema>;

export const privacyAnswerInputSchema = z
  .object({ text: requiredMultiLineText('message', RIGHTS_LIMITS.answer) })
  .strict();
export type PrivacyAnswerInput = z.input<typeof privacyAnswerInputSchema>;

/** The person who may exercise the member's rights if the member cannot. */
export const nomineeInputSchema = z
  .object({
    name: requiredText('name', RIGHTS_LIMITS.nomineeName),
    email: requiredEmail('emailAddress'),
    relationship: optionalText('relationship', RIGHTS_LIMITS.nomineeRelationship),
  })
  .strict();
export type NomineeInput = z.input<typeof nomineeInputSchema>;

export const nomineeSchema = z.object({
  name: z.string(),
  email: z.string(),
  relationship: z.string().nullable(),
  updatedAt: z.string(),
});
export type Nominee = z.infer<typeof nomineeSchema>;
