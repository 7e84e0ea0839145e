import type { MailTemplate } from './compose.js';
import { linkMail } from './link-mail.js';

export interface PasswordResetData {
  fullName: string;
  /** The secret the link carries (its hash is in mail_tokens). */
  token: string;
  /** How long the link works, in minutes. */
  validMinutes: number;
}

/** The page that reads the token (web/src/features/auth/routes/reset-password-page.tsx). */
export const RESET_PASSWORD_PATH = '/reset-password';

export const passwordReset: MailTemplate<PasswordResetData> = linkMail<PasswordResetData>(RESET_PASSWORD_PATH, {
  en: (data, associationName) => ({
    subject: `Set a new password for ${associationName}`,
    greeting: `Hello ${data.fullName},`,
    lead: 'Someone (we hope you) asked to set a new password for your alumni portal account.',
    action: 'Set a new password',
    expiry: `The link works once, for ${data.validMinutes} minutes. Setting a new password signs you out everywhere.`,
    footnote: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  }),
});
