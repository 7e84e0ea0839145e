import { composeMail, type MailTemplate, mailWords } from './compose.js';
import { optionalMailFootnote } from './notices.js';

export interface AnnouncementData {
  fullName: string;
  /** Plain text, as the admin wrote it: escaped in the HTML part, never markup. */
  subject: string;
  body: string;
  unsubscribeUrl: string;
}

/** An admin's announcement to a cohort (modules/notifications/mailings.ts). */
export const announcement: MailTemplate<AnnouncementData> = {
  render(data, context) {
    return composeMail(context, {
      subject: data.subject,
      greeting: mailWords(context)('mail.greeting', { fullName: data.fullName }),
      // Each line its own paragraph: the line breaks the admin typed stay in both parts.
      blocks: data.body
        .split('\n')
        .map((line) => line.trim())
        .filter(Boolean)
        .map((line) => ({ paragraph: line })),
      footnote: optionalMailFootnote(context, 'announcements', data.unsubscribeUrl),
    });
  },
};
