import { composeMail, type MailBlock, type MailLanguage, type MailTemplate, numberIn, portalLink } from './compose.js';
import { optionalMailFootnote, wordsOf } from './notices.js';

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

const SECTIONS = [
  { key: 'events', link: (id: string) => `/events/${id}`, all: '/events' },
  { key: 'jobs', link: () => '/jobportal', all: '/jobportal' },
  { key: 'stories', link: (id: string) => `/stories/${id}`, all: '/stories' },
] as const;

const WORDS: Record<
  MailLanguage,
  {
    subject: (association: string) => string;
    lead: string;
    headings: Record<(typeof SECTIONS)[number]['key'], string>;
    more: (count: string) => string;
  }
> = {
  en: {
    subject: (association) => `This week on ${association}`,
    lead: 'Here is what is new on the alumni portal this week.',
    headings: { events: 'New events', jobs: 'New jobs', stories: 'New stories' },
    more: (count) => `And ${count} more`,
  },
  bn: {
    subject: (association) => `${association}: এই সপ্তাহে যা নতুন`,
    lead: 'এই সপ্তাহে প্রাক্তনী পোর্টালে যা নতুন এসেছে:',
    headings: { events: 'নতুন অনুষ্ঠান', jobs: 'নতুন চাকরির বিজ্ঞাপন', stories: 'নতুন গল্প' },
    more: (count) => `আরও ${count}টি`,
  },
};

/** What was posted in the portal since the last digest: a few of each, with links (modules/notifications/mailings.ts). */
export const weeklyDigest: MailTemplate<WeeklyDigestData> = {
  render(data, context) {
    const words = WORDS[context.language];
    const blocks: MailBlock[] = [{ paragraph: words.lead }];
    for (const section of SECTIONS) {
      const { items, more } = data[section.key];
      if (items.length === 0) continue;
      blocks.push({ paragraph: `${words.headings[section.key]}:` });
      for (const item of items) {
        blocks.push({
          action: {
            label: item.detail ? `${item.title} (${item.detail})` : item.title,
            url: portalLink(context, section.link(encodeURIComponent(item.id))),
          },
        });
      }
      if (more > 0) {
        blocks.push({
          action: { label: words.more(numberIn(context.language, more)), url: portalLink(context, section.all) },
        });
      }
    }
    return composeMail(context, {
      subject: words.subject(context.associationName),
      greeting: wordsOf(context).greeting(data.fullName),
      blocks,
      footnote: optionalMailFootnote(context, 'weekly digest', data.unsubscribeUrl),
    });
  },
};
