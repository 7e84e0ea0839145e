import { composeMail, type MailLanguage, type MailTemplate, portalLink } from './compose.js';

export interface PasswordResetData {
  fullName: string;
  /** The secret the link carries (its hash is in mail_tokens). */
  token: string;
  /** How long the link works, in minutes. */
  validMinutes: number;
}

/** The page that reads the token (web/src/features/auth/routes/reset-password-page.tsx). */
export const RESET_PASSWORD_PATH = '/reset-password';

const TEXTS: Record<
  MailLanguage,
  (
    data: PasswordResetData,
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
    subject: `Set a new password for ${associationName}`,
    greeting: `Hello ${data.fullName},`,
    lead: 'Someone (we hope you) asked to set a new password for your alumni portal account.',
    action: 'Set a new password',
    expiry: `The link works once, for ${data.validMinutes} minutes. Setting a new password signs you out everywhere.`,
    footnote: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  }),
};

export const passwordReset: MailTemplate<PasswordResetData> = {
  render(data, context) {
    const texts = TEXTS[context.language](data, context.associationName);
    return composeMail(context, {
      subject: texts.subject,
      greeting: texts.greeting,
      blocks: [
        { paragraph: texts.lead },
        { action: { label: texts.action, url: portalLink(context, RESET_PASSWORD_PATH, { token: data.token }) } },
        { paragraph: texts.expiry },
      ],
      footnote: texts.footnote,
    });
  },
};
