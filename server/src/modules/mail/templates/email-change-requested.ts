import { composeMail, type MailLanguage, type MailTemplate } from './compose.js';

export interface EmailChangeRequestedData {
  fullName: string;
  /** The address the account asked to sign in with instead of this one. */
  newAddress: string;
}

const TEXTS: Record<
  MailLanguage,
  (
    data: EmailChangeRequestedData,
    associationName: string,
  ) => {
    subject: string;
    greeting: string;
    lead: string;
    until: string;
    ifNotYou: string;
  }
> = {
  en: (data, associationName) => ({
    subject: `Your sign-in address for ${associationName} is being changed`,
    greeting: `Hello ${data.fullName},`,
    lead: `Your alumni portal account asked to sign in with a new address: ${data.newAddress}`,
    until:
      'It becomes your sign-in address once it is confirmed from that mailbox; until then you keep signing in with this one.',
    ifNotYou:
      'If you did not ask for this, sign in and change your password now, or use "Forgot password?" on the sign-in page.',
  }),
  bn: (data, associationName) => ({
    subject: `${associationName}: আপনার সাইন ইনের ইমেল ঠিকানা বদলানো হচ্ছে`,
    greeting: `নমস্কার ${data.fullName},`,
    lead: `আপনার প্রাক্তনী পোর্টালের অ্যাকাউন্ট থেকে একটি নতুন ঠিকানা দিয়ে সাইন ইন করার অনুরোধ এসেছে: ${data.newAddress}`,
    until: 'ওই ইনবক্স থেকে যাচাই করা হলে সেটিই হবে আপনার সাইন ইনের ঠিকানা; ততদিন আপনি এই ঠিকানা দিয়েই সাইন ইন করবেন।',
    ifNotYou: 'আপনি এটি না চেয়ে থাকলে এখনই সাইন ইন করে পাসওয়ার্ড বদলে দিন, অথবা সাইন ইনের পাতায় "পাসওয়ার্ড ভুলে গেছেন?" ব্যবহার করুন।',
  }),
};

/** Sent to the old address when a member asks to change their sign-in address. */
export const emailChangeRequested: MailTemplate<EmailChangeRequestedData> = {
  render(data, context) {
    const texts = TEXTS[context.language](data, context.associationName);
    return composeMail(context, {
      subject: texts.subject,
      greeting: texts.greeting,
      blocks: [{ paragraph: texts.lead }, { paragraph: texts.until }, { paragraph: texts.ifNotYou }],
    });
  },
};
