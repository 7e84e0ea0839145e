import { announcement } from './announcement.js';
import type { MailTemplate } from './compose.js';
import { confirmEmail } from './confirm-email.js';
import { contactReply } from './contact-reply.js';
import { emailChangeRequested } from './email-change-requested.js';
import {
  accountApproved,
  accountRejected,
  contentHidden,
  eventCancelled,
  eventMovedUp,
  mentoringAccepted,
  mentoringRequested,
  messageUnread,
  reportActioned,
} from './notices.js';
import { passwordReset } from './password-reset.js';
import { erasureScheduled, requestAnswered } from './rights.js';
import { weeklyDigest } from './weekly-digest.js';

/**
 * Every kind of mail and its template. A new kind is a template file in this folder and a line
 * here; `queueMail` then accepts it with the template's data type.
 */
export const MAIL_TEMPLATES = {
  'confirm-email': confirmEmail,
  'password-reset': passwordReset,
  'email-change-requested': emailChangeRequested,
  'account-approved': accountApproved,
  'account-rejected': accountRejected,
  'content-hidden': contentHidden,
  'report-actioned': reportActioned,
  'message-unread': messageUnread,
  'event-cancelled': eventCancelled,
  'event-moved-up': eventMovedUp,
  'mentoring-requested': mentoringRequested,
  'mentoring-accepted': mentoringAccepted,
  'weekly-digest': weeklyDigest,
  announcement,
  'contact-reply': contactReply,
  'erasure-scheduled': erasureScheduled,
  'request-answered': requestAnswered,
} satisfies Record<string, MailTemplate<never>>;

export type MailKind = keyof typeof MAIL_TEMPLATES;
export type MailDataOf<K extends MailKind> = (typeof MAIL_TEMPLATES)[K] extends MailTemplate<infer Data> ? Data : never;

export function isMailKind(kind: string): kind is MailKind {
  return Object.hasOwn(MAIL_TEMPLATES, kind);
}
