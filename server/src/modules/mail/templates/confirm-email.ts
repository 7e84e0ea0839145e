import type { MailTemplate } from './compose.js';
import { linkMail } from './link-mail.js';

export interface ConfirmEmailData {
  fullName: string;
  /** The secret the link carries (its hash is in mail_tokens). */
  token: string;
  /** The address being confirmed is a new sign-in address, not the one the account was made with. */
  isChange: boolean;
  /** How long the link works, in hours. */
  validHours: number;
}

/** The link opens the page that reads the token (web/src/features/auth/routes/confirm-email-page.tsx). */
export const confirmEmail: MailTemplate<ConfirmEmailData> = linkMail<ConfirmEmailData>(
  'confirmEmail',
  (data, say, association) => ({
    subject: say('mail.confirm_email.subject', { association }),
    lead: say(data.isChange ? 'mail.confirm_email.lead_change' : 'mail.confirm_email.lead'),
    action: say('mail.confirm_email.action'),
    expiry: say('mail.confirm_email.expiry', { hours: data.validHours }),
    footnote: say('mail.confirm_email.footnote'),
  }),
);
