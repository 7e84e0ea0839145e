import { composeMail, type MailTemplate, mailWords } from './compose.js';

export interface EmailChangeRequestedData {
  fullName: string;
  /** The address the account asked to sign in with instead of this one. */
  newAddress: string;
}

/** Sent to the old address when a member asks to change their sign-in address. */
export const emailChangeRequested: MailTemplate<EmailChangeRequestedData> = {
  render(data, context) {
    const say = mailWords(context);
    return composeMail(context, {
      subject: say('mail.email_change.subject', { association: context.associationName }),
      greeting: say('mail.greeting', { fullName: data.fullName }),
      blocks: [
        { paragraph: say('mail.email_change.lead', { newAddress: data.newAddress }) },
        { paragraph: say('mail.email_change.until') },
        { paragraph: say('mail.email_change.if_not_you') },
      ],
    });
  },
};
