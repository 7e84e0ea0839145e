import { plainTextExcerpt } from './markdown-text.js';

/**
 * What the page the server sends says about its subject to link previews and search engines
 * (decision 0061): the modules describe their own things (a story, an event, a job) in these
 * neutral terms, and the page writer (http/page-cards.ts) turns them into tags. Only what a visitor
 * may read is ever described.
 */
export interface PageCard {
  /** The thing's own title (a story's, an event's, "Job title · Company"). */
  title: string;
  /** A short plain-text summary: `plainExcerpt` of its text. */
  description: string;
  /** Its picture (absolute, or a path under the site's address), or null for the portal's own. */
  image: { url: string; alt: string } | null;
  /** og:type: `article` for a story, `website` otherwise. */
  type: 'article' | 'website';
  /** The schema.org object (Article, Event, JobPosting) written as JSON-LD (`@context` is added), or null for none. */
  structuredData: Record<string, unknown> | null;
}

/**
 * What a page of one thing may say: its card, or null for a thing a visitor may not read (the page
 * then says only the portal's name and what kind of page it is); `index: false` asks search engines
 * not to index it (a closed or members-only job).
 */
export interface PageDescription {
  card: PageCard | null;
  index: boolean;
}

/**
 * A module's description of the thing a page shows, by its id and the page's absolute address;
 * null when the thing is not there for anyone who may open such a page (the page is then a 404).
 */
export type DescribePage = (id: string, pageUrl: string) => Promise<PageDescription | null>;

/**
 * A day and a clock time in a time zone as ISO 8601 with that zone's offset on that day
 * ("2026-12-05T18:30:00+05:30"), as schema.org's dates want them.
 */
export function zonedDateTime(day: string, time: string, timeZone: string): string {
  const local = `${day}T${time.length === 5 ? `${time}:00` : time}`;
  const offsetName =
    new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(new Date(`${local}Z`))
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const offset = offsetName === 'GMT' ? '+00:00' : offsetName.slice(3);
  return `${local}${offset}`;
}

export const EXCERPT_LENGTH = 200;

/**
 * A short plain excerpt of a post's text (Markdown, decision 0060) for a link preview: the words
 * a reader sees, whitespace folded, cut at a word with an ellipsis.
 */
export function plainExcerpt(text: string, max: number = EXCERPT_LENGTH): string {
  return plainTextExcerpt(text, max);
}
