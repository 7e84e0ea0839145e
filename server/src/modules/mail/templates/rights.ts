import { composeMail, type MailTemplate, mailWords, pageLink } from './compose.js';

export interface ErasureScheduledData {
  fullName: string;
  /** When the account will be deleted (ISO), shown in the association's time zone. */
  dueAt: string;
  timeZone: string;
}

/** Deleting an account waits 48 hours (decision 0059): when, and that signing in cancels it. */
export const erasureScheduled: MailTemplate<ErasureScheduledData> = {
  render(data, context) {
    const say = mailWords(context);
    const when = new Intl.DateTimeFormat(context.language === 'bn' ? 'bn-IN' : 'en-IN', {
      dateStyle: 'long',
      timeStyle: 'short',
      timeZone: data.timeZone,
    }).format(new Date(data.dueAt));
    return composeMail(context, {
      subject: say('mail.erasure.subject', { association: context.associationName }),
      greeting: say('mail.greeting', { fullName: data.fullName }),
      blocks: [
        { paragraph: say('mail.erasure.lead', { when }) },
        { paragraph: say('mail.erasure.cancel') },
        { action: { label: say('mail.erasure.action'), url: pageLink(context, 'signIn') } },
      ],
    });
  },
};

export interface RequestAnsweredData {
  fullName: string;
  /** Plain text, as the member and the admin wrote them: escaped in the HTML part, never markup. */
  subject: string;
  text: string;
  answer: string;
}

/** The grievance officer's answer to a member's request (modules/rights/requests.ts). */
export const requestAnswered: MailTemplate<RequestAnsweredData> = {
  render(data, context) {
    const say = mailWords(context);
    return composeMail(context, {
      subject: say('mail.request_answer.subject', { subject: data.subject, association: context.associationName }),
      greeting: say('mail.greeting', { fullName: data.fullName }),
      blocks: [
        ...data.answer
          .split('\n')
          .map((line) => line.trim())
          .filter(Boolean)
          .map((line) => ({ paragraph: line })),
        { paragraph: say('mail.request_answer.you_wrote') },
        { quote: data.text },
        { action: { label: say('mail.request_answer.action'), url: pageLink(context, 'privacyCentre') } },
      ],
    });
  },
};
