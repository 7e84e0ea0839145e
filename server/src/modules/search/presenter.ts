import { PAGES, pageHref, SEARCH_LIMITS, type SearchKind, type SearchMark, type SearchResult } from '@alumni/contract';
import { markdownToPlainText } from '../../lib/markdown-text.js';
import { presentDirectoryEntry } from '../community/presenter.js';
import type { PictureUrl } from '../pictures/store.js';
import { searchKey } from './fold.js';
import type { Hit, ItemRow, PersonRow } from './queries.js';
import { isWanted, type Wanted } from './query.js';

/** The words of a text (letters of any script with their marks, and digits), where each starts and ends. */
function wordsOf(text: string) {
  return [...text.matchAll(/[\p{L}\p{M}\p{N}]+/gu)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    key: searchKey(match[0]),
  }));
}

/**
 * The words of `text` the query looks for, as character ranges: those whose folded spelling is the
 * query's, and those a typo-tolerant query word found (as like it as `<%` asks).
 */
export function marksIn(text: string, wanted: Wanted): SearchMark[] {
  return wordsOf(text)
    .filter((word) => word.key !== '' && word.key.split(' ').every((part) => isWanted(part, wanted)))
    .map(({ start, end }) => ({ start, end }));
}

/** At most SEARCH_LIMITS.snippet characters of plain text around its first match (or from its start). */
export function snippetOf(text: string | null, wanted: Wanted) {
  if (!text || text.trim() === '') return { snippet: null, marks: [] };
  const flat = text.replace(/\s+/g, ' ').trim();
  const first = marksIn(flat, wanted)[0];
  const size = SEARCH_LIMITS.snippet;
  let start = first ? Math.max(0, first.start - Math.floor(size / 3)) : 0;
  if (start > 0) {
    const space = flat.indexOf(' ', start);
    start = space === -1 || space > (first?.start ?? 0) ? start : space + 1;
  }
  const snippet = flat.slice(start, start + size);
  return { snippet, marks: marksIn(snippet, wanted) };
}

const withoutId = <T extends { _id: string }>({ _id, ...rest }: T) => rest;

const PAGE_OF: Record<Exclude<SearchKind, 'people' | 'jobs'>, string> = {
  stories: PAGES.story,
  events: PAGES.event,
  chapters: PAGES.chapter,
};

/**
 * A person as a result: only what the directory shows (presentDirectoryEntry): the e-mail while
 * its owner shows it to alumni (or on request, to a viewer they approved); the snippet from those same fields, so it never holds a hidden one.
 */
export function presentPerson(
  row: PersonRow,
  hit: Hit,
  wanted: Wanted,
  viewerId: string | null,
  pictureUrl: PictureUrl,
  sharedWithViewer?: ReadonlySet<string>,
): SearchResult {
  const job = [row.currentJobTitle, row.companyName].filter(Boolean).join(', ');
  const shown = [job, row.programme, row.collegeName, String(row.yearOfPassing)]
    .filter((part) => part !== '')
    .join(' · ');
  return {
    type: 'people',
    id: row.id,
    title: row.fullName,
    ...snippetWithTitle(row.fullName, shown, wanted),
    url: pageHref(PAGES.profile, { id: row.id }),
    date: hit.date,
    // The directory's own presenter: the same fields, the e-mail only while its owner shows it
    // (to alumni, or on request to this viewer, approved).
    person: withoutId(presentDirectoryEntry(row, viewerId ?? '', pictureUrl, sharedWithViewer)),
  };
}

function snippetWithTitle(title: string, body: string | null, wanted: Wanted) {
  const { snippet, marks } = snippetOf(body, wanted);
  return { snippet, marks: { title: marksIn(title, wanted), snippet: marks } };
}

export function presentItem(kind: Exclude<SearchKind, 'people'>, row: ItemRow, hit: Hit, wanted: Wanted): SearchResult {
  return {
    type: kind,
    id: row.id,
    title: row.title,
    ...snippetWithTitle(row.title, kind === 'chapters' || !row.body ? row.body : markdownToPlainText(row.body), wanted),
    url: kind === 'jobs' ? PAGES.jobList : pageHref(PAGE_OF[kind], { id: row.id }),
    date: hit.date,
  };
}
