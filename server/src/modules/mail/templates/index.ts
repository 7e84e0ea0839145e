import type { MailTemplate } from './compose.js';
import { confirmEmail } from './confirm-email.js';
import { emailChangeRequested } from './email-change-requested.js';
import { passwordReset } from './password-reset.js';

/**
 * Every kind of mail and its template. A new kind is a template file in this folder and a line
 * here; `queueMail` then accepts it with the template's data type.
 */
export const MAIL_TEMPLATES = {
  'confirm-email': confirmEmail,
  'password-reset': passwordReset,
  'email-change-requested': emailChangeRequested,
} satisfies Record<string, MailTemplate<never>>;

export type MailKind = keyof typeof MAIL_TEMPLATES;
export type MailDataOf<K extends MailKind> = (typeof MAIL_TEMPLATES)[K] extends MailTemplate<infer Data> ? Data : never;

export function isMailKind(kind: string): kind is MailKind {
  return Object.hasOwn(MAIL_TEMPLATES, kind);
}
