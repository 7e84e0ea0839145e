import type { PageKey } from '@alumni/contract';
import { composeMail, type MailBlock, type MailTemplate, mailWords, pageLink } from './compose.js';
import { optionalMailFootnote } from './notices.js';

export interface DigestItem {
  id: string;
  title: string;
  /** A second line: an event's date and place, a job's company. */
  detail: string | null;
}

export interface DigestSection {
  items: DigestItem[];
  /** New ones not listed (the mail shows a few of each). */
  more: number;
}

export interface WeeklyDigestData {
  fullName: string;
  events: DigestSection;
  jobs: DigestSection;
  stories: DigestSection;
  unsubscribeUrl: string;
}

/** Each section: the page of one item (by its `id`) and the page of them all, from the page table. */
const SECTIONS = [
  { key: 'events', item: 'event', all: 'events' },
  { key: 'jobs', item: 'jobPortal', all: 'jobPortal' },
  { key: 'stories', item: 'story', all: 'stories' },
] as const satisfies readonly { key: string; item: PageKey; all: PageKey }[];

/** What was posted in the portal since the last digest: a few of each, with links (modules/notifications/mailings.ts). */
export const weeklyDigest: MailTemplate<WeeklyDigestData> = {
  render(data, context) {
    const say = mailWords(context);
    const blocks: MailBlock[] = [{ paragraph: say('mail.digest.lead') }];
    for (const section of SECTIONS) {
      const { items, more } = data[section.key];
      if (items.length === 0) continue;
      blocks.push({ paragraph: say(`mail.digest.${section.key}`) });
      for (const item of items) {
        blocks.push({
          action: {
            label: item.detail ? `${item.title} (${item.detail})` : item.title,
            url: pageLink(context, section.item, { id: item.id }),
          },
        });
      }
      if (more > 0) {
        blocks.push({
          action: { label: say('mail.digest.more', { count: more }), url: pageLink(context, section.all) },
        });
      }
    }
    return composeMail(context, {
      subject: say('mail.digest.subject', { association: context.associationName }),
      greeting: say('mail.greeting', { fullName: data.fullName }),
      blocks,
      footnote: optionalMailFootnote(context, 'weekly_digest', data.unsubscribeUrl),
    });
  },
};
