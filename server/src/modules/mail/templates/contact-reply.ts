import { composeMail, type MailLanguage, type MailTemplate, portalLink } from './compose.js';

export interface ContactReplyData {
  /** The sender's name: their account's, or the one a visitor gave. */
  fullName: string;
  /** Plain text, as the sender and the admin wrote them: escaped in the HTML part, never markup. */
  subject: string;
  message: string;
  reply: string;
}

const TEXTS: Record<
  MailLanguage,
  (
    data: ContactReplyData,
    associationName: string,
  ) => { subject: string; greeting: string; yours: string; writeAgain: string; action: string }
> = {
  en: (data, associationName) => ({
    subject: `Re: ${data.subject} · ${associationName}`,
    greeting: `Hello ${data.fullName},`,
    yours: 'You wrote:',
    writeAgain: 'Replies to this address are not read: to write to us again, use the contact page.',
    action: 'Write to us',
  }),
  bn: (data, associationName) => ({
    subject: `উত্তর: ${data.subject} · ${associationName}`,
    greeting: `নমস্কার ${data.fullName},`,
    yours: 'আপনি লিখেছিলেন:',
    writeAgain: 'এই ঠিকানায় উত্তর দিলে কেউ পড়বে না: আবার লিখতে যোগাযোগের পাতাটি ব্যবহার করুন।',
    action: 'আমাদের লিখুন',
  }),
};

/** The admins' answer to a message sent through the contact page (modules/contact/service.ts). */
export const contactReply: MailTemplate<ContactReplyData> = {
  render(data, context) {
    const texts = TEXTS[context.language](data, context.associationName);
    return composeMail(context, {
      subject: texts.subject,
      greeting: texts.greeting,
      blocks: [
        // Each line its own paragraph: the line breaks the admin typed stay in both parts.
        ...data.reply
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
          .map((line) => ({ paragraph: line })),
        { paragraph: texts.yours },
        { quote: data.message },
        { paragraph: texts.writeAgain },
        { action: { label: texts.action, url: portalLink(context, '/contact') } },
      ],
    });
  },
};
