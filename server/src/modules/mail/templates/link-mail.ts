import { composeMail, type MailLanguage, type MailTemplate, portalLink } from './compose.js';

/** What a link mail says, in one language. */
export interface LinkMailTexts {
  subject: string;
  greeting: string;
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
 * password): the reason, the button to the page at `path` with the token in its fragment, how
 * long the link works, and what to do if the reader did not ask for it. The token's hash is in
 * mail_tokens; the fragment keeps it out of server logs and Referer headers.
 */
export function linkMail<Data extends { token: string }>(
  path: string,
  texts: Record<MailLanguage, (data: Data, associationName: string) => LinkMailTexts>,
): MailTemplate<Data> {
  return {
    render(data, context) {
      const said = texts[context.language](data, context.associationName);
      return composeMail(context, {
        subject: said.subject,
        greeting: said.greeting,
        blocks: [
          { paragraph: said.lead },
          { action: { label: said.action, url: portalLink(context, path, { token: data.token }) } },
          { paragraph: said.expiry },
        ],
        footnote: said.footnote,
      });
    },
  };
}
