import { z } from 'zod';
import { requiredText } from './fields.js';
import { fieldMessage } from './i18n/format.js';
import { idSchema, pageQuerySchema } from './pagination.js';
import { ON_REQUEST_FIELDS } from './profiles.js';

/** Contact on request (issue 34, decision 0058): a verified member asks to see another's phone, e-mail or address. */
export const CONTACT_REQUEST_LIMITS = {
  /** One line, like the other one-line fields. */
  reason: 200,
  /** Requests a member may make per day, by default (CONTACT_REQUESTS_PER_DAY). */
  requestsPerDay: 10,
} as const;

/** What the owner knows of a request. */
export const CONTACT_REQUEST_STATUSES = ['pending', 'approved', 'declined', 'revoked'] as const;
export type ContactRequestStatus = (typeof CONTACT_REQUEST_STATUSES)[number];
/**
 * What the asker knows of it: a declined and a revoked request are both "not shared", and
 * nothing says whether the field holds a value.
 */
export const CONTACT_SHARE_STATES = ['pending', 'shared', 'not_shared'] as const;
export type ContactShareState = (typeof CONTACT_SHARE_STATES)[number];

export const CONTACT_REQUEST_DIRECTIONS = ['incoming', 'outgoing'] as const;
export type ContactRequestDirection = (typeof CONTACT_REQUEST_DIRECTIONS)[number];

export const contactRequestInputSchema = z.object({
  memberId: z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? fieldMessage('field.required', { field: 'label.member' })
          : fieldMessage('field.must_be_id', { field: 'label.member' }),
    })
    .min(1, { error: fieldMessage('field.required', { field: 'label.member' }) })
    .max(100, { error: fieldMessage('field.must_be_id', { field: 'label.member' }) })
    .toLowerCase(),
  /** One field, or every field the member shows on request. */
  field: z.enum([...ON_REQUEST_FIELDS, 'all'], { error: fieldMessage('contact_requests.field') }),
  reason: requiredText('reason', CONTACT_REQUEST_LIMITS.reason),
});
export type ContactRequestInput = z.input<typeof contactRequestInputSchema>;

export const contactRequestDecisionSchema = z.object({
  decision: z.enum(['approve', 'decline'], { error: fieldMessage('contact_requests.decision') }),
});
export type ContactRequestDecision = z.infer<typeof contactRequestDecisionSchema>;

export const contactRequestsQuerySchema = pageQuerySchema.extend({
  /** incoming: requests to see the member's own fields; outgoing: the member's requests. */
  direction: z.enum(CONTACT_REQUEST_DIRECTIONS, { error: fieldMessage('contact_requests.direction') }),
});
export type ContactRequestsQuery = z.infer<typeof contactRequestsQuerySchema>;

const personSchema = z.object({ _id: z.string(), fullName: z.string(), profilePicture: z.string().nullable() });

/** A request the member received: everything about it, the asker named. */
export const incomingContactRequestSchema = z.object({
  _id: z.string(),
  direction: z.literal('incoming'),
  asker: personSchema,
  field: z.enum(ON_REQUEST_FIELDS),
  reason: z.string(),
  status: z.enum(CONTACT_REQUEST_STATUSES),
  createdAt: z.string(),
  /** When it was approved or declined; for an approval, since when the asker sees the field. */
  decidedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});

/** A request the member made: only pending, shared or not shared. */
export const outgoingContactRequestSchema = z.object({
  _id: z.string(),
  direction: z.literal('outgoing'),
  owner: personSchema,
  field: z.enum(ON_REQUEST_FIELDS),
  reason: z.string(),
  state: z.enum(CONTACT_SHARE_STATES),
  createdAt: z.string(),
});

export const contactRequestSchema = z.discriminatedUnion('direction', [
  incomingContactRequestSchema,
  outgoingContactRequestSchema,
]);
export type IncomingContactRequest = z.infer<typeof incomingContactRequestSchema>;
export type OutgoingContactRequest = z.infer<typeof outgoingContactRequestSchema>;
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/**
 * The viewer's side of another member's on-request fields: one line per field its owner shows on
 * request, the viewer's latest request for it, and the value only when shared. Never cached:
 * each viewer gets their own.
 */
export const contactSharingSchema = z.object({
  fields: z.array(
    z.object({
      field: z.enum(ON_REQUEST_FIELDS),
      /** null: not asked yet. */
      state: z.enum(CONTACT_SHARE_STATES).nullable(),
      /** Only when shared; null when the owner left the field empty. */
      value: z.string().nullable().optional(),
      sharedSince: z.string().optional(),
    }),
  ),
});
export type ContactSharing = z.infer<typeof contactSharingSchema>;

export const contactRequestIdParamsSchema = z.object({ id: idSchema });
