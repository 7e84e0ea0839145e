import type { MailTemplate } from './compose.js';
import { linkMail } from './link-mail.js';

export interface PasswordResetData {
  fullName: string;
  /** The secret the link carries (its hash is in mail_tokens). */
  token: string;
  /** How long the link works, in minutes. */
  validMinutes: number;
}

/** The link opens the page that reads the token (web/src/features/auth/routes/reset-password-page.tsx). */
export const passwordReset: MailTemplate<PasswordResetData> = linkMail<PasswordResetData>(
  'resetPassword',
  (data, say, association) => ({
    subject: say('mail.password_reset.subject', { association }),
    lead: say('mail.password_reset.lead'),
    action: say('mail.password_reset.action'),
    expiry: say('mail.password_reset.expiry', { minutes: data.validMinutes }),
    footnote: say('mail.password_reset.footnote'),
  }),
);
