import { composeMail, type MailBlock, type MailTemplate, portalLink } from './compose.js';
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

const SECTIONS = [
  { key: 'events', heading: 'New events', link: (id: string) => `/events/${id}`, all: '/events' },
  { key: 'jobs', heading: 'New jobs', link: () => '/jobportal', all: '/jobportal' },
  { key: 'stories', heading: 'New stories', link: (id: string) => `/stories/${id}`, all: '/stories' },
] as const;

/** What was posted in the portal since the last digest: a few of each, with links (modules/notifications/digest.ts). */
export const weeklyDigest: MailTemplate<WeeklyDigestData> = {
  render(data, context) {
    const blocks: MailBlock[] = [{ paragraph: 'Here is what is new on the alumni portal this week.' }];
    for (const section of SECTIONS) {
      const { items, more } = data[section.key];
      if (items.length === 0) continue;
      blocks.push({ paragraph: `${section.heading}:` });
      for (const item of items) {
        blocks.push({
          action: {
            label: item.detail ? `${item.title} (${item.detail})` : item.title,
            url: portalLink(context, section.link(encodeURIComponent(item.id))),
          },
        });
      }
      if (more > 0) {
        blocks.push({ action: { label: `And ${more} more`, url: portalLink(context, section.all) } });
      }
    }
    return composeMail(context, {
      subject: `This week on ${context.associationName}`,
      greeting: `Hello ${data.fullName},`,
      blocks,
      footnote: optionalMailFootnote(context, 'this weekly digest', data.unsubscribeUrl),
    });
  },
};
