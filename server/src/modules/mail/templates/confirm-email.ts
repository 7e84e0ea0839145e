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

/** The page that reads the token (web/src/features/auth/routes/confirm-email-page.tsx). */
export const CONFIRM_EMAIL_PATH = '/confirm-email';

export const confirmEmail: MailTemplate<ConfirmEmailData> = linkMail<ConfirmEmailData>(CONFIRM_EMAIL_PATH, {
  en: (data, associationName) => ({
    subject: `Confirm your e-mail address for ${associationName}`,
    greeting: `Hello ${data.fullName},`,
    lead: data.isChange
      ? 'You asked to sign in to the alumni portal with this address. Confirm it to make the change; until then you sign in with your previous address.'
      : 'Welcome to the alumni portal. Please confirm that this address is yours, so the association can reach you here.',
    action: 'Confirm my address',
    expiry: `The link works once, for ${data.validHours} hours. You can ask for a new one on your account page.`,
    footnote: 'If you did not ask for this, ignore this mail: nothing changes without the link.',
  }),
});
