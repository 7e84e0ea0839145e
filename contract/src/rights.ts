import { z } from 'zod';
import { VERIFICATION_STATUSES } from './auth.js';
import { optionalText, requiredEmail, requiredMultiLineText, requiredText } from './fields.js';
import { fieldMessage } from './i18n/format.js';
import { OPENID_SCOPES } from './openid-provider.js';
import { pageQuerySchema } from './pagination.js';
import { adminReadSchema, CONSENT_PURPOSES } from './privacy.js';
import { CONTACT_VISIBILITIES, ON_REQUEST_FIELDS } from './profiles.js';

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

/**
 * The profile fields the privacy summary names, each with who sees it: `alumni`, `on_request` or
 * `private` for those with a visibility of their own, `members` for what every verified member
 * sees on the profile (name, picture, work, skills…).
 */
export const SUMMARY_PROFILE_FIELDS = [
  'email',
  'phone',
  'address',
  'dob',
  'city',
  'attendance',
  'picture',
  'gender',
  'branch',
  'cgpa',
  'work',
  'experience',
  'skills',
  'hobbies',
  'linkedin',
  'mentoring',
] as const;
export type SummaryProfileField = (typeof SUMMARY_PROFILE_FIELDS)[number];
export const SUMMARY_AUDIENCES = [...CONTACT_VISIBILITIES, 'members'] as const;
export type SummaryAudience = (typeof SUMMARY_AUDIENCES)[number];

/** What the member posted and sent, counted in the summary: the content types by their names. */
export const SUMMARY_POST_KINDS = [
  'story',
  'event',
  'job',
  'message',
  'mentorship request',
  'contact message',
] as const;
export type SummaryPostKind = (typeof SUMMARY_POST_KINDS)[number];

/** How many of the admins' reads the summary lists; the rest are on the page's own list. */
export const SUMMARY_ADMIN_READS = 5;

/**
 * "See" on the privacy page (issue 34): what the portal holds about the signed-in member, for
 * which purposes, and with whom it was shared. Only ever the member's own (the endpoint takes no id).
 */
export const privacySummarySchema = z.object({
  account: z.object({
    fullName: z.string(),
    email: z.string(),
    phone: z.string(),
    createdAt: z.string(),
    language: z.string(),
    /** The outside providers the member signs in with (Google, LinkedIn, …), by their names. */
    signInProviders: z.array(z.string()),
    hasPassword: z.boolean(),
  }),
  profile: z.array(
    z.object({ field: z.enum(SUMMARY_PROFILE_FIELDS), filled: z.boolean(), audience: z.enum(SUMMARY_AUDIENCES) }),
  ),
  verification: z.object({
    status: z.enum(VERIFICATION_STATUSES),
    enrollmentNumber: z.string(),
    programme: z.string(),
    collegeName: z.string(),
    yearOfPassing: z.number().int(),
    verifiedAt: z.string().nullable(),
    /** When the document the member attached for the reviewer was stored; null when none is held. */
    documentAttachedAt: z.string().nullable(),
  }),
  posts: z.array(z.object({ kind: z.enum(SUMMARY_POST_KINDS), count: z.number().int().nonnegative() })),
  consents: z.array(
    z.object({ purpose: z.enum(CONSENT_PURPOSES), granted: z.boolean(), decidedAt: z.string().nullable() }),
  ),
  sharedWith: z.object({
    /** The members the member approved to see a contact field: since when, and until when if taken back. */
    contactApprovals: z.array(
      z.object({
        _id: z.string(),
        member: z.object({ _id: z.string(), fullName: z.string() }),
        field: z.enum(ON_REQUEST_FIELDS),
        since: z.string(),
        /** Null while they still see it (as long as the field stays on request); when it was taken back. */
        until: z.string().nullable(),
      }),
    ),
    /** The applications the member allowed to sign them in with the portal, what they receive, since when. */
    applications: z.array(
      z.object({
        clientId: z.string(),
        name: z.string(),
        scopes: z.array(z.enum(OPENID_SCOPES)),
        since: z.string().nullable(),
      }),
    ),
    /** The admins who opened the member's record: how many lines in all, and the newest few. */
    adminReads: z.object({ total: z.number().int().nonnegative(), latest: z.array(adminReadSchema) }),
  }),
});
export type PrivacySummary = z.infer<typeof privacySummarySchema>;
