import { z } from 'zod';
import { oneLineCheck, requiredMultiLineText, requiredText } from './fields.js';
import { fieldMessage } from './i18n/format.js';
import { FIRST_YEAR_OF_PASSING } from './lists.js';
import { pageQuerySchema } from './pagination.js';

export const NOTIFICATION_LIMITS = {
  /** Ids one "mark read" request may name. */
  readIds: 100,
  announcementSubject: 150,
  announcementBody: 10_000,
  /** Colleges or programmes one announcement's audience may name. */
  audienceItems: 100,
} as const;

/** One notice in the header's menu: what happened, in words, and where it concerns. */
export const notificationSchema = z.object({
  _id: z.string(),
  kind: z.string(),
  title: z.string(),
  body: z.string(),
  /** A path of the portal (e.g. "/messages/…"), or null when the notice concerns nothing to open. */
  link: z.string().nullable(),
  read: z.boolean(),
  createdAt: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationsQuerySchema = pageQuerySchema;

export const unreadNotificationsSchema = z.object({ unread: z.number().int() });
export type UnreadNotifications = z.infer<typeof unreadNotificationsSchema>;

/** `{ ids: [...] }` marks those of the viewer's notices read; `{ all: true }` every one of them. */
export const readNotificationsSchema = z.union(
  [
    z.object({
      ids: z
        .array(z.string().max(100).toLowerCase(), { error: fieldMessage('notifications.ids_list') })
        .min(1, { error: fieldMessage('notifications.ids_at_least_one') })
        .max(NOTIFICATION_LIMITS.readIds, {
          error: fieldMessage('notifications.ids_at_most', { max: NOTIFICATION_LIMITS.readIds }),
        }),
    }),
    z.object({ all: z.literal(true, { error: fieldMessage('notifications.all_true') }) }),
  ],
  { error: fieldMessage('notifications.read_body') },
);
export type ReadNotifications = z.infer<typeof readNotificationsSchema>;

/** The e-mails a member may turn off; account and moderation notices are always sent. */
export const mailSettingsSchema = z.object({
  messageNotices: z.boolean({ error: fieldMessage('field.true_or_false', { field: 'messageNotices' }) }),
  digest: z.boolean({ error: fieldMessage('field.true_or_false', { field: 'digest' }) }),
  announcements: z.boolean({ error: fieldMessage('field.true_or_false', { field: 'announcements' }) }),
});
export type MailSettings = z.infer<typeof mailSettingsSchema>;
export const mailSettingsUpdateSchema = mailSettingsSchema.partial();
export type MailSettingsUpdate = z.input<typeof mailSettingsUpdateSchema>;
export const OPTIONAL_MAIL_KINDS = ['messageNotices', 'digest', 'announcements'] as const;
export type OptionalMailKind = (typeof OPTIONAL_MAIL_KINDS)[number];

/** The one-click unsubscribe link's token (from the mail's List-Unsubscribe header). */
export const unsubscribeParamsSchema = z.object({
  token: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, {
      error: fieldMessage('notifications.unsubscribe_token'),
    }),
});
export type UnsubscribeParams = z.input<typeof unsubscribeParamsSchema>;
export const unsubscribeResultSchema = z.object({ kind: z.enum(OPTIONAL_MAIL_KINDS) });
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;

const yearSchema = (label: string) =>
  z
    .number({ error: fieldMessage('field.must_be_year', { field: label }) })
    .int({ error: fieldMessage('field.whole_year', { field: label }) })
    .min(FIRST_YEAR_OF_PASSING, {
      error: fieldMessage('field.year_not_before', { field: label, year: FIRST_YEAR_OF_PASSING }),
    })
    .max(2100, { error: fieldMessage('field.year_of_passing', { field: label }) })
    .optional();

const nameList = (label: string) =>
  z
    .array(
      z
        .string({ error: fieldMessage('field.names', { field: label }) })
        .trim()
        .min(1)
        .max(200)
        .check(oneLineCheck(label)),
      { error: fieldMessage('field.list', { field: label }) },
    )
    .max(NOTIFICATION_LIMITS.audienceItems, {
      error: fieldMessage('field.may_name_at_most', { field: label, max: NOTIFICATION_LIMITS.audienceItems }),
    })
    .optional();

/**
 * Who an announcement goes to: members of any of the colleges, any of the programmes, passed
 * out within the years (each bound optional). Empty: every verified member. The server also
 * checks the names against the configured lists (an unknown one is a 400 naming it).
 */
export const audienceSchema = z
  .object({
    colleges: nameList('colleges'),
    programmes: nameList('programmes'),
    yearFrom: yearSchema('yearFrom'),
    yearTo: yearSchema('yearTo'),
  })
  .strict()
  .refine(
    (audience) =>
      audience.yearFrom === undefined || audience.yearTo === undefined || audience.yearFrom <= audience.yearTo,
    {
      error: fieldMessage('field.year_range_reversed'),
      path: ['yearFrom'],
    },
  );
export type Audience = z.infer<typeof audienceSchema>;

/** Plain text: shown as text in both parts of the mail, never as markup. */
export const announcementSchema = z.object({
  subject: requiredText('subject', NOTIFICATION_LIMITS.announcementSubject),
  body: requiredMultiLineText('message', NOTIFICATION_LIMITS.announcementBody),
  audience: audienceSchema.default({}),
});
export type AnnouncementInput = z.input<typeof announcementSchema>;

export const announcementReceiptSchema = z.object({ _id: z.string(), recipients: z.number().int() });
export type AnnouncementReceipt = z.infer<typeof announcementReceiptSchema>;

/** A mailing's progress, for /admin: how many mails are in the outbox of how many. */
export const mailingSchema = z.object({
  _id: z.string(),
  kind: z.enum(['announcement', 'digest']),
  subject: z.string(),
  recipients: z.number().int(),
  queued: z.number().int(),
  finished: z.boolean(),
  createdAt: z.string(),
});
export type Mailing = z.infer<typeof mailingSchema>;

/** What "send the digest now" did: the mailing, or null when the week brought nothing new. */
export const digestResultSchema = z.object({
  mailing: mailingSchema.nullable(),
  items: z.number().int(),
});
export type DigestResult = z.infer<typeof digestResultSchema>;

export const readNotificationsResultSchema = z.object({ marked: z.number().int(), unread: z.number().int() });
export type ReadNotificationsResult = z.infer<typeof readNotificationsResultSchema>;
