import { z } from 'zod';
import { requiredText } from './fields.js';
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
        .array(z.string().max(100).toLowerCase(), { error: 'ids must be a list of notification ids' })
        .min(1, { error: 'ids must name at least one notification' })
        .max(NOTIFICATION_LIMITS.readIds, {
          error: `ids may name at most ${NOTIFICATION_LIMITS.readIds} notifications`,
        }),
    }),
    z.object({ all: z.literal(true, { error: 'all must be true' }) }),
  ],
  { error: 'Send { "ids": [...] } or { "all": true }' },
);
export type ReadNotifications = z.infer<typeof readNotificationsSchema>;

/** The e-mails a member may turn off; account and moderation notices are always sent. */
export const mailSettingsSchema = z.object({
  messageNotices: z.boolean({ error: 'messageNotices must be true or false' }),
  digest: z.boolean({ error: 'digest must be true or false' }),
  announcements: z.boolean({ error: 'announcements must be true or false' }),
});
export type MailSettings = z.infer<typeof mailSettingsSchema>;
export const mailSettingsUpdateSchema = mailSettingsSchema.partial();
export const OPTIONAL_MAIL_KINDS = ['messageNotices', 'digest', 'announcements'] as const;
export type OptionalMailKind = (typeof OPTIONAL_MAIL_KINDS)[number];

/** The one-click unsubscribe link's token (from the mail's List-Unsubscribe header). */
export const unsubscribeParamsSchema = z.object({
  token: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, { error: 'This unsubscribe link is not valid.' }),
});
export const unsubscribeResultSchema = z.object({ kind: z.enum(OPTIONAL_MAIL_KINDS) });
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;

const yearSchema = (label: string) =>
  z
    .number({ error: `${label} must be a year` })
    .int({ error: `${label} must be a whole year` })
    .min(FIRST_YEAR_OF_PASSING, { error: `${label} must be ${FIRST_YEAR_OF_PASSING} or later` })
    .max(2100, { error: `${label} must be a year of passing` })
    .optional();

const nameList = (label: string) =>
  z
    .array(
      z
        .string({ error: `${label} must be names` })
        .trim()
        .min(1)
        .max(200),
      { error: `${label} must be a list` },
    )
    .max(NOTIFICATION_LIMITS.audienceItems, {
      error: `${label} may name at most ${NOTIFICATION_LIMITS.audienceItems}`,
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
      error: 'yearFrom must not be after yearTo',
      path: ['yearFrom'],
    },
  );
export type Audience = z.infer<typeof audienceSchema>;

/** Plain text: shown as text in both parts of the mail, never as markup. */
export const announcementSchema = z.object({
  subject: requiredText('subject', NOTIFICATION_LIMITS.announcementSubject),
  body: requiredText('message', NOTIFICATION_LIMITS.announcementBody),
  audience: audienceSchema.default({}),
});
export type AnnouncementInput = z.input<typeof announcementSchema>;

export const announcementReceiptSchema = z.object({ _id: z.string(), recipients: z.number().int() });

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
