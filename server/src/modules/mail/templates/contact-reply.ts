import { composeMail, type MailTemplate, mailWords, pageLink } from './compose.js';

export interface ContactReplyData {
  /** The sender's name: their account's, or the one a visitor gave. */
  fullName: string;
  /** Plain text, as the sender and the admin wrote them: escaped in the HTML part, never markup. */
  subject: string;
  message: string;
  reply: string;
}

/** The admins' answer to a message sent through the contact page (modules/contact/service.ts). */
export const contactReply: MailTemplate<ContactReplyData> = {
  render(data, context) {
    const say = mailWords(context);
    return composeMail(context, {
      subject: say('mail.contact_reply.subject', { subject: data.subject, association: context.associationName }),
      greeting: say('mail.greeting', { fullName: data.fullName }),
      blocks: [
        // Each line its own paragraph: the line breaks the admin typed stay in both parts.
        ...data.reply
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
          .map((line) => ({ paragraph: line })),
        { paragraph: say('mail.contact_reply.you_wrote') },
        { quote: data.message },
        { paragraph: say('mail.contact_reply.write_again') },
        { action: { label: say('mail.contact_reply.action'), url: pageLink(context, 'contact') } },
      ],
    });
  },
};
