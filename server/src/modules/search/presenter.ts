import { PAGES, pageHref, SEARCH_LIMITS, type SearchKind, type SearchMark, type SearchResult } from '@alumni/contract';
import { markdownToPlainText } from '../../lib/markdown-text.js';
import { presentDirectoryEntry } from '../community/presenter.js';
import type { PictureUrl } from '../pictures/store.js';
import { searchKey } from './fold.js';
import type { Hit, ItemRow, PersonRow } from './queries.js';
import { isWanted, type Wanted } from './query.js';

/** A word of a text: letters of any script with their marks, and digits. */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/**
 * What marks the words the query looks for in one search's results: those whose folded spelling is
 * the query's, and those a typo-tolerant query word found (as like it as `<%` asks). Each word is
 * judged once a search (a page's texts repeat their words), and a snippet's place is found by
 * reading a text only as far as its first such word.
 */
export function markerOf(wanted: Wanted) {
  const judged = new Map<string, boolean>();
  const isMarked = (word: string) => {
    let marked = judged.get(word);
    if (marked === undefined) {
      const key = searchKey(word);
      marked = key !== '' && key.split(' ').every((part) => isWanted(part, wanted));
      judged.set(word, marked);
    }
    return marked;
  };
  function* marks(text: string): Generator<SearchMark> {
    for (const match of text.matchAll(WORD)) {
      if (isMarked(match[0])) yield { start: match.index, end: match.index + match[0].length };
    }
  }
  return {
    /** The marked words of `text`, as character ranges. */
    marksIn: (text: string): SearchMark[] => [...marks(text)],
    /** The first marked word of `text`, or null. */
    firstMark: (text: string): SearchMark | null => marks(text).next().value ?? null,
  };
}
export type Marker = ReturnType<typeof markerOf>;

/** At most SEARCH_LIMITS.snippet characters of plain text around its first match (or from its start). */
export function snippetOf(text: string | null, marker: Marker) {
  if (!text || text.trim() === '') return { snippet: null, marks: [] };
  const flat = text.replace(/\s+/g, ' ').trim();
  const first = marker.firstMark(flat);
  const size = SEARCH_LIMITS.snippet;
  let start = first ? Math.max(0, first.start - Math.floor(size / 3)) : 0;
  if (start > 0) {
    const space = flat.indexOf(' ', start);
    start = space === -1 || space > (first?.start ?? 0) ? start : space + 1;
  }
  const snippet = flat.slice(start, start + size);
  return { snippet, marks: marker.marksIn(snippet) };
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
  marker: Marker,
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
    ...snippetWithTitle(row.fullName, shown, marker),
    url: pageHref(PAGES.profile, { id: row.id }),
    date: hit.date,
    // The directory's own presenter: the same fields, the e-mail only while its owner shows it
    // (to alumni, or on request to this viewer, approved).
    person: withoutId(presentDirectoryEntry(row, viewerId ?? '', pictureUrl, sharedWithViewer)),
  };
}

function snippetWithTitle(title: string, body: string | null, marker: Marker) {
  const { snippet, marks } = snippetOf(body, marker);
  return { snippet, marks: { title: marker.marksIn(title), snippet: marks } };
}

export function presentItem(kind: Exclude<SearchKind, 'people'>, row: ItemRow, hit: Hit, marker: Marker): SearchResult {
  return {
    type: kind,
    id: row.id,
    title: row.title,
    ...snippetWithTitle(row.title, kind === 'chapters' || !row.body ? row.body : markdownToPlainText(row.body), marker),
    url: kind === 'jobs' ? PAGES.jobList : pageHref(PAGE_OF[kind], { id: row.id }),
    date: hit.date,
  };
}
