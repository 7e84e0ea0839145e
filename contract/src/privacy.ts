import { z } from 'zod';
import { fieldMessage } from './i18n/format.js';

/**
 * What a member consents to, each on its own (issue 34, decision 0054): being listed in the
 * directory and search, on the map, being offered as a mentor, the weekly digest, announcements
 * and fundraising appeals. What the account cannot work without is not a purpose: it is stated
 * in the notice as such and taken with the account.
 */
export const CONSENT_PURPOSES = ['directory', 'map', 'mentoring', 'digest', 'announcements', 'appeals'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];

/** How a consent was given or withdrawn: at sign-up, on the privacy page, through a mail's link, or carried over from before consent was asked. */
export const CONSENT_SOURCES = ['sign-up', 'page', 'mail', 'migration'] as const;
export type ConsentSource = (typeof CONSENT_SOURCES)[number];

const purposeSchema = z.enum(CONSENT_PURPOSES, { error: fieldMessage('privacy.unknown_purpose') });

/** The privacy notice in the reader's language, from the institution configuration. */
export const privacyNoticeSchema = z.object({
  /** Raised by the association whenever the notice changes; members are asked again for the purposes it changed. */
  version: z.number().int().positive(),
  paragraphs: z.array(z.string()),
  /** What the account cannot work without: taken with the account, not ticked, stated as such. */
  required: z.object({ title: z.string(), description: z.string() }),
  purposes: z.array(
    z.object({
      purpose: z.enum(CONSENT_PURPOSES),
      title: z.string(),
      description: z.string(),
      /** The notice version in which this purpose's text last changed: a consent to an older one is asked again. */
      changedIn: z.number().int().positive(),
    }),
  ),
  grievanceOfficer: z.object({ name: z.string(), email: z.string(), address: z.string() }),
});
export type PrivacyNotice = z.infer<typeof privacyNoticeSchema>;

/** A member's consent to each purpose under the current notice. */
export const consentStateSchema = z.object({
  noticeVersion: z.number().int(),
  purposes: z.array(
    z.object({
      purpose: z.enum(CONSENT_PURPOSES),
      /** Whether the purpose may be served now: granted under the notice as it stands for that purpose. */
      granted: z.boolean(),
      /** The member's last answer, under which notice version, and when; null if never answered. */
      decidedAt: z.string().nullable(),
      noticeVersion: z.number().int().nullable(),
    }),
  ),
  /** Purposes never answered or changed since the answer: the portal asks about them at the next visit. */
  toAsk: z.array(z.enum(CONSENT_PURPOSES)),
});
export type ConsentState = z.infer<typeof consentStateSchema>;

/** Answers to some purposes, under the notice version the member read. */
export const consentDecisionSchema = z
  .object({
    noticeVersion: z
      .number({ error: fieldMessage('field.must_be_number', { field: 'noticeVersion' }) })
      .int({ error: fieldMessage('field.must_be_number', { field: 'noticeVersion' }) })
      .positive({ error: fieldMessage('field.must_be_number', { field: 'noticeVersion' }) }),
    decisions: z
      .array(
        z
          .object({
            purpose: purposeSchema,
            granted: z.boolean({ error: fieldMessage('field.true_or_false', { field: 'granted' }) }),
          })
          .strict(),
        { error: fieldMessage('field.list', { field: 'decisions' }) },
      )
      .min(1, { error: fieldMessage('privacy.no_decisions') })
      .max(CONSENT_PURPOSES.length, { error: fieldMessage('privacy.no_decisions') })
      .refine((decisions) => new Set(decisions.map((decision) => decision.purpose)).size === decisions.length, {
        error: fieldMessage('privacy.purpose_twice'),
      }),
  })
  .strict();
export type ConsentDecision = z.input<typeof consentDecisionSchema>;

/** One line of the append-only consent record. */
export const consentRecordSchema = z.object({
  _id: z.string(),
  purpose: z.enum(CONSENT_PURPOSES),
  granted: z.boolean(),
  noticeVersion: z.number().int(),
  how: z.enum(CONSENT_SOURCES),
  at: z.string(),
});
export type ConsentRecord = z.infer<typeof consentRecordSchema>;

/** At sign-up: the purposes the member ticked (none is ticked in advance). */
export const signUpConsentsSchema = z
  .array(purposeSchema, { error: fieldMessage('field.list', { field: 'consents' }) })
  .max(CONSENT_PURPOSES.length)
  .transform((purposes) => [...new Set(purposes)]);

/**
 * What of a member's personal data an admin (or a college's coordinator) read (decision 0057): their
 * account in the admin's user list, their sign-up beside the graduate roll in the review queue, the
 * document they attached for the reviewer, the attendee sheet of an event someone else organised.
 */
export const PERSONAL_DATA_READS = ['account', 'review', 'verification-document', 'attendee-sheet'] as const;
export type PersonalDataRead = (typeof PERSONAL_DATA_READS)[number];

/** One line of "Admins who opened your record": who, what, when (the first read of that hour). */
export const adminReadSchema = z.object({
  _id: z.string(),
  readerName: z.string(),
  what: z.enum(PERSONAL_DATA_READS),
  at: z.string(),
});
export type AdminRead = z.infer<typeof adminReadSchema>;
