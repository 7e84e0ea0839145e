import { z } from 'zod';
import { USER_ROLES, VERIFICATION_STATUSES } from './auth.js';
import { messageParamsSchema } from './envelope.js';
import { oneLineCheck, optionalMultiLineText, requiredEmail, requiredMultiLineText, requiredText } from './fields.js';
import { fieldMessage } from './i18n/format.js';
import { pageQuerySchema } from './pagination.js';

export const ADMIN_LIMITS = {
  reason: 500,
  reportReason: 1_000,
  contactName: 120,
  contactSubject: 150,
  contactMessage: 5_000,
  contactReply: 5_000,
  campaignTitle: 150,
  campaignDescription: 5_000,
  /** Largest graduate-roll file the import accepts. */
  rollBytes: 20 * 1024 * 1024,
  rollRows: 200_000,
} as const;

/** A reason an admin must give (reject, suspend, hide): it goes to the audit log, and to the member where it concerns them. */
export const reasonBodySchema = z.object({ reason: requiredMultiLineText('reason', ADMIN_LIMITS.reason) });
export type ReasonBody = z.input<typeof reasonBodySchema>;

/** A reason an admin may give (approve, restore, dismiss). */
export const optionalReasonBodySchema = z
  .object({ reason: optionalMultiLineText('reason', ADMIN_LIMITS.reason) })
  .default({
    reason: null,
  });
export type OptionalReasonBody = z.input<typeof optionalReasonBodySchema>;

/**
 * Who an admin names coordinator of which colleges (issue 33, decision 0053): the whole list each
 * time, an empty one ending the role; the reason goes to the audit log.
 */
export const coordinatorBodySchema = reasonBodySchema.extend({
  colleges: z
    .array(
      z
        .string({ error: fieldMessage('field.must_be_text', { field: 'colleges' }) })
        .trim()
        .min(1, { error: fieldMessage('field.required', { field: 'colleges' }) })
        .max(200, { error: fieldMessage('field.max_length', { field: 'colleges', max: 200 }) }),
      { error: fieldMessage('field.list', { field: 'colleges' }) },
    )
    .max(50, { error: fieldMessage('field.max_entries', { field: 'colleges', max: 50 }) }),
});
export type CoordinatorBody = z.input<typeof coordinatorBodySchema>;

/** A member's coordination: the colleges whose review queue and dashboard they have. */
export const coordinatorSchema = z.object({ userId: z.string(), colleges: z.array(z.string()) });
export type Coordinator = z.infer<typeof coordinatorSchema>;

/** What the signed-in member may see of the admin's pages: everything (`admin`), some colleges, or nothing. */
export const coordinationSchema = z.object({ admin: z.boolean(), colleges: z.array(z.string()) });
export type Coordination = z.infer<typeof coordinationSchema>;

/** The user list's filter: by standing, and free text over name, e-mail and enrollment number. */
export const USER_STANDINGS = ['pending', 'verified', 'rejected', 'suspended', 'admin'] as const;
export type UserStanding = (typeof USER_STANDINGS)[number];

export const adminUsersQuerySchema = pageQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(100, { error: fieldMessage('field.max_length', { field: 'label.search', max: 100 }) })
    .check(oneLineCheck('label.search'))
    .optional(),
  standing: z
    .enum(USER_STANDINGS, {
      error: fieldMessage('field.param_one_of', { name: 'standing', options: USER_STANDINGS.join(', ') }),
    })
    .optional(),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

export const adminUserSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  enrollmentNumber: z.string(),
  programme: z.string(),
  collegeName: z.string(),
  yearOfPassing: z.number().int(),
  role: z.enum(USER_ROLES),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  verificationNote: z.string().nullable(),
  suspended: z.boolean(),
  suspensionReason: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const rollEntrySchema = z.object({
  enrollmentNumber: z.string(),
  fullName: z.string(),
  programme: z.string(),
  collegeName: z.string(),
  yearOfPassing: z.number().int(),
});
export type RollEntry = z.infer<typeof rollEntrySchema>;

/** One pending sign-up beside the roll rows closest to it. */
export const reviewItemSchema = z.object({
  user: adminUserSchema,
  /** Whether the member attached a document for the reviewer (GET /api/v1/admin/users/{id}/verification-document). */
  document: z.boolean(),
  candidates: z.array(
    z.object({
      entry: rollEntrySchema,
      /** True when this row would have verified the sign-up automatically. */
      matches: z.boolean(),
      sameEnrollmentNumber: z.boolean(),
    }),
  ),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const rollImportResultSchema = z.object({
  rows: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  /** Each rejected row's line and reason (in the request's language), with the reason's message key and parameters. */
  rejected: z.array(
    z.object({
      line: z.number().int(),
      reason: z.string(),
      key: z.string().optional(),
      params: messageParamsSchema.optional(),
    }),
  ),
  /** Pending sign-ups the new rows verified. */
  verifiedUsers: z.number().int(),
});
export type RollImportResult = z.infer<typeof rollImportResultSchema>;

export const rollQuerySchema = pageQuerySchema.extend({
  q: z
    .string()
    .trim()
    .max(100, { error: fieldMessage('field.max_length', { field: 'label.search', max: 100 }) })
    .check(oneLineCheck('label.search'))
    .optional(),
});
export type RollQuery = z.input<typeof rollQuerySchema>;

/**
 * What members can report, and what admins hide and restore: the portal's reportable content types
 * (the server's modules declare them, docs/decisions/0047; the web has words for each of these).
 */
export const REPORTABLE = ['story', 'event', 'job', 'message'] as const;
export type Reportable = (typeof REPORTABLE)[number];
export const isReportableType = (type: string): type is Reportable => (REPORTABLE as readonly string[]).includes(type);

/** A report's body, for the content types `types` (the server's are its modules' reportable ones). */
export const reportInputSchemaFor = (types: readonly [string, ...string[]]) =>
  z.object({
    targetType: z.enum(types, { error: fieldMessage('moderation.report_type', { options: types.join(', ') }) }),
    targetId: z.uuid({ error: fieldMessage('moderation.report_target_id') }).toLowerCase(),
    reason: requiredMultiLineText('reason', ADMIN_LIMITS.reportReason),
  });
export const reportInputSchema = reportInputSchemaFor(REPORTABLE);
export type ReportInput = z.input<typeof reportInputSchema>;

export const reportReceiptSchema = z.object({ _id: z.string(), createdAt: z.string() });
export type ReportReceipt = z.infer<typeof reportReceiptSchema>;

export const REPORT_STATUSES = ['open', 'actioned', 'dismissed'] as const;
export const reportsQuerySchema = pageQuerySchema.extend({
  status: z
    .enum(REPORT_STATUSES, {
      error: fieldMessage('field.param_one_of', { name: 'status', options: REPORT_STATUSES.join(', ') }),
    })
    .default('open'),
});
export type ReportsQuery = z.input<typeof reportsQuerySchema>;

export const reportedItemSchema = z.object({
  /** One of REPORTABLE for the portal's own content types; a module's own name for another. */
  type: z.string(),
  _id: z.string(),
  /** Title, or the start of a message; null when the item was deleted by its author. */
  label: z.string().nullable(),
  excerpt: z.string().nullable(),
  /** Null when the item is gone, or for a message whose sender deleted their account (a former member). */
  author: z.object({ _id: z.string(), fullName: z.string(), suspended: z.boolean() }).nullable(),
  hidden: z.boolean(),
});
export type ReportedItem = z.infer<typeof reportedItemSchema>;

export const adminReportSchema = z.object({
  _id: z.string(),
  /** A member's report, or the author of a hidden item asking for a review (its reason is their note). */
  kind: z.enum(['report', 'review']),
  reason: z.string(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  /** `_id` is null once the reporter deleted their account: the report stays, from "A former member". */
  reporter: z.object({ _id: z.string().nullable(), fullName: z.string() }),
  item: reportedItemSchema,
});
export type AdminReport = z.infer<typeof adminReportSchema>;

/** The path of an item an admin hides or restores, for the content types `types`. */
export const contentParamsSchemaFor = (types: readonly [string, ...string[]]) =>
  z.object({
    type: z.enum(types, { error: fieldMessage('moderation.content_type', { options: types.join(', ') }) }),
    id: z.string().max(100),
  });
export const contentParamsSchema = contentParamsSchemaFor(REPORTABLE);
/** Any module's content type: the server checks it against those its modules declare. */
export type ContentParams = z.input<ReturnType<typeof contentParamsSchemaFor>>;

export const auditEntrySchema = z.object({
  _id: z.string(),
  actor: z.object({ _id: z.string().nullable(), name: z.string() }),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  targetLabel: z.string().nullable(),
  reason: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const campaignInputSchema = z.object({
  title: requiredText('title', ADMIN_LIMITS.campaignTitle),
  description: requiredMultiLineText('description', ADMIN_LIMITS.campaignDescription),
  goalRupees: z
    .union([z.number(), z.string(), z.null()], { error: fieldMessage('donation.goal_amount') })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === null || String(value).trim() === '') return null;
      const amount = Number(String(value).replace(/,/g, '').trim());
      if (!Number.isInteger(amount) || amount < 1 || amount > 1_000_000_000) {
        ctx.addIssue({ code: 'custom', message: fieldMessage('donation.goal_range') });
        return z.NEVER;
      }
      return amount;
    }),
  /** What has been given so far, as the admins record it; absent keeps what was recorded (0 for a new campaign). */
  raisedRupees: z
    .union([z.number(), z.string()], { error: fieldMessage('donation.raised_amount') })
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || String(value).trim() === '') return undefined;
      const amount = Number(String(value).replace(/,/g, '').trim());
      if (!Number.isInteger(amount) || amount < 0 || amount > 1_000_000_000) {
        ctx.addIssue({
          code: 'custom',
          message: fieldMessage('donation.raised_range'),
        });
        return z.NEVER;
      }
      return amount;
    }),
  active: z
    .boolean({ error: fieldMessage('field.true_or_false', { field: 'label.active' }) })
    .optional()
    .default(true),
});
export type CampaignInput = z.input<typeof campaignInputSchema>;

export const campaignSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  goalRupees: z.number().int().nullable(),
  raisedRupees: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const contactInputSchema = z.object({
  subject: requiredText('subject', ADMIN_LIMITS.contactSubject),
  message: requiredMultiLineText('message', ADMIN_LIMITS.contactMessage),
});
export type ContactInput = z.input<typeof contactInputSchema>;

/** A visitor's message (decision 0029): the same as a member's, with the name and address to reply to. */
export const publicContactInputSchema = contactInputSchema.extend({
  name: requiredText('name', ADMIN_LIMITS.contactName),
  email: requiredEmail('emailAddress'),
});
export type PublicContactInput = z.input<typeof publicContactInputSchema>;

export const contactMessageSchema = z.object({
  _id: z.string(),
  subject: z.string(),
  message: z.string(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

export const adminContactMessageSchema = contactMessageSchema.extend({
  /** `_id` is null when a visitor wrote through the public form. */
  sender: z.object({ _id: z.string().nullable(), fullName: z.string(), email: z.string() }),
  /** The admins' answer, mailed to the sender; null until one is sent. */
  reply: z.object({ message: z.string(), repliedAt: z.string(), repliedBy: z.string() }).nullable(),
});
export type AdminContactMessage = z.infer<typeof adminContactMessageSchema>;

/** An admin's answer to a contact message: mailed to the sender and kept with the message. */
export const contactReplyInputSchema = z.object({
  message: requiredMultiLineText('message', ADMIN_LIMITS.contactReply),
});
export type ContactReplyInput = z.input<typeof contactReplyInputSchema>;

export const contactQuerySchema = pageQuerySchema.extend({
  handled: z.enum(['true', 'false'], { error: fieldMessage('field.true_or_false', { field: 'handled' }) }).optional(),
});
export type ContactQuery = z.input<typeof contactQuerySchema>;

/** A mail that failed for good, or failed and waits to be tried again. */
export const mailFailureSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  to: z.string(),
  subject: z.string().nullable(),
  status: z.enum(['queued', 'failed']),
  attempts: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
  /** When it is tried again (queued only). */
  nextAttemptAt: z.string().nullable(),
});
export type MailFailure = z.infer<typeof mailFailureSchema>;

/** The outbox at a glance, for /admin. */
export const mailOutboxStateSchema = z.object({
  /** Waiting to be sent, retries included. */
  queued: z.number().int(),
  /** Of the queued: those that failed at least once. */
  retrying: z.number().int(),
  sent: z.number().int(),
  failed: z.number().int(),
  /** When the oldest waiting mail was queued (null: none waits). */
  oldestQueuedAt: z.string().nullable(),
  /** "smtp" or "files" (no SMTP_URL: written under DATA_DIR/mail). */
  delivery: z.enum(['smtp', 'files']),
  recentFailures: z.array(mailFailureSchema),
});
export type MailOutboxState = z.infer<typeof mailOutboxStateSchema>;
