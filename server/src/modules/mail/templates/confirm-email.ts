import { composeMail, type MailLanguage, type MailTemplate, portalLink } from './compose.js';

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

const TEXTS: Record<
  MailLanguage,
  (
    data: ConfirmEmailData,
    associationName: string,
  ) => {
    subject: string;
    greeting: string;
    lead: string;
    action: string;
    expiry: string;
    footnote: string;
  }
> = {
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
};

export const confirmEmail: MailTemplate<ConfirmEmailData> = {
  render(data, context) {
    const texts = TEXTS[context.language](data, context.associationName);
    return composeMail(context, {
      subject: texts.subject,
      greeting: texts.greeting,
      blocks: [
        { paragraph: texts.lead },
        { action: { label: texts.action, url: portalLink(context, CONFIRM_EMAIL_PATH, { token: data.token }) } },
        { paragraph: texts.expiry },
      ],
      footnote: texts.footnote,
    });
  },
};
