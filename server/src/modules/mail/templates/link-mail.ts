import type { PageKey } from '@alumni/contract';
import type { Words } from '../../../i18n/words.js';
import { composeMail, type MailTemplate, mailWords, pageLink } from './compose.js';

/** What a link mail says, in the mail's language. */
export interface LinkMailTexts {
  subject: string;
  /** Why the mail came. */
  lead: string;
  /** The button's label. */
  action: string;
  /** How long and how often the link works. */
  expiry: string;
  /** What to do if the reader did not ask for it. */
  footnote: string;
}

/**
 * A mail whose point is one link carrying a secret token (confirm an address, set a new
 * password): the greeting, the reason, the button to the page `page` of the page table with the
 * token in its fragment, how long the link works, and what to do if the reader did not ask for
 * it. The token's hash is in mail_tokens; the fragment keeps it out of server logs and Referer
 * headers.
 */
export function linkMail<Data extends { fullName: string; token: string }>(
  page: PageKey,
  texts: (data: Data, say: Words, associationName: string) => LinkMailTexts,
): MailTemplate<Data> {
  return {
    render(data, context) {
      const say = mailWords(context);
      const said = texts(data, say, context.associationName);
      return composeMail(context, {
        subject: said.subject,
        greeting: say('mail.greeting', { fullName: data.fullName }),
        blocks: [
          { paragraph: said.lead },
          { action: { label: said.action, url: pageLink(context, page, {}, { token: data.token }) } },
          { paragraph: said.expiry },
        ],
        footnote: said.footnote,
      });
    },
  };
}
