import { type MailTemplate, numberIn } from './compose.js';
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
  bn: (data, associationName) => ({
    subject: `${associationName}: নতুন পাসওয়ার্ড দিন`,
    greeting: `নমস্কার ${data.fullName},`,
    lead: 'কেউ (আশা করি আপনিই) আপনার প্রাক্তনী পোর্টালের অ্যাকাউন্টের জন্য নতুন পাসওয়ার্ড দিতে চেয়েছেন।',
    action: 'নতুন পাসওয়ার্ড দিন',
    expiry: `লিঙ্কটি একবারই কাজ করবে, ${numberIn('bn', data.validMinutes)} মিনিট পর্যন্ত। নতুন পাসওয়ার্ড দিলে সব ডিভাইস থেকে আপনাকে সাইন আউট করা হবে।`,
    footnote: 'আপনি এটি না চেয়ে থাকলে এই ইমেলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।',
  }),
});
