import type { PlainWordKey } from '../../../i18n/words.js';
import type { DigestItem, DigestPart } from '../../content.js';
import { composeMail, type MailBlock, type MailTemplate, mailWords, pageLink } from './compose.js';
import { optionalMailFootnote } from './notices.js';

export interface DigestSection {
  items: DigestItem[];
  /** New ones not listed (the mail shows a few of each). */
  more: number;
}

/** A section as a digest mailing stores it: the content type's heading and pages with what it lists. */
export type StoredDigestSection = DigestSection & Pick<DigestPart, 'heading' | 'itemPage' | 'allPage'>;

export interface WeeklyDigestData {
  fullName: string;
  unsubscribeUrl: string;
  /** The sections, in the content types' order (modules/notifications/mailings.ts). */
  sections?: StoredDigestSection[];
  /** A digest started before its sections were stored whole: its three sections by name. */
  events?: DigestSection;
  jobs?: DigestSection;
  stories?: DigestSection;
}

/** The sections of a digest stored before they carried their own words and pages. */
const EARLIER_SECTIONS = [
  { key: 'events', heading: 'mail.digest.events', itemPage: 'event', allPage: 'events' },
  { key: 'jobs', heading: 'mail.digest.jobs', itemPage: 'jobPortal', allPage: 'jobPortal' },
  { key: 'stories', heading: 'mail.digest.stories', itemPage: 'story', allPage: 'stories' },
] as const satisfies readonly (Pick<StoredDigestSection, 'itemPage' | 'allPage'> & {
  key: 'events' | 'jobs' | 'stories';
  heading: PlainWordKey;
})[];

function sectionsOf(data: WeeklyDigestData): StoredDigestSection[] {
  if (data.sections) return data.sections;
  return EARLIER_SECTIONS.flatMap(({ key, ...section }) => {
    const stored = data[key];
    return stored ? [{ ...section, ...stored }] : [];
  });
}

/** What was posted in the portal since the last digest: a few of each, with links (modules/notifications/mailings.ts). */
export const weeklyDigest: MailTemplate<WeeklyDigestData> = {
  render(data, context) {
    const say = mailWords(context);
    const blocks: MailBlock[] = [{ paragraph: say('mail.digest.lead') }];
    for (const { heading, itemPage, allPage, items, more } of sectionsOf(data)) {
      if (items.length === 0) continue;
      blocks.push({ paragraph: say(heading) });
      for (const item of items) {
        blocks.push({
          action: {
            label: item.detail ? `${item.title} (${item.detail})` : item.title,
            url: pageLink(context, itemPage, { id: item.id }),
          },
        });
      }
      if (more > 0) {
        blocks.push({
          action: { label: say('mail.digest.more', { count: more }), url: pageLink(context, allPage) },
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
