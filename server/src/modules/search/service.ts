import {
  SEARCH_COUNT_CAP,
  SEARCH_KINDS,
  SEARCH_LIMITS,
  type SearchCounts,
  type SearchKind,
  type SearchQuery,
  type SearchResult,
  todayIn,
} from '@alumni/contract';
import type { Database } from '../../db/client.js';
import type { ConsentRules } from '../../db/consent.js';
import { decodeCursor, encodeCursor } from '../../db/pagination.js';
import { AppError } from '../../errors.js';
import type { ContactRequestService } from '../contact-requests/service.js';
import type { PictureUrl } from '../pictures/store.js';
import { searchKey } from './fold.js';
import { markerOf, presentItem, presentPerson } from './presenter.js';
import * as queries from './queries.js';
import { NOTHING_WANTED, type ParsedQuery, parseQuery, type Wanted, wantedOf } from './query.js';

/** Words shorter than this are never replaced by a suggestion (too many words are close to them). */
const SUGGESTED_WORD_MIN_LETTERS = 3;
/** At most this many words of a query are looked at for a suggestion. */
const SUGGESTED_WORDS_MAX = 6;

/** The last hit of the page before, from its cursor (tier, date or '', kind, id); a forged one is a 400. */
function hitOf(cursor: string | undefined): queries.Hit | null {
  const key = decodeCursor(cursor, ['text', 'text', 'text', 'uuid']);
  if (!key) return null;
  const [tier, date, kind, id] = key;
  const known = SEARCH_KINDS.find((one) => one === kind);
  const tierNumber = /^\d$/.test(tier) ? Number(tier) : Number.NaN;
  if (!queries.isTier(tierNumber) || !known || (date !== '' && !/^\d{4}-\d{2}-\d{2}$/.test(date)))
    throw new AppError(
      'VALIDATION',
      { key: 'request.cursor_invalid' },
      {
        errors: [{ path: 'cursor', key: 'request.cursor_not_valid' }],
      },
    );
  return { tier: tierNumber, date: date === '' ? null : date, kind: known, id };
}

const totalOf = (counts: SearchCounts) => Object.values(counts).reduce((sum, count) => sum + count, 0);

/** Who is searching: nobody (a visitor), a member not yet verified, or a verified member (or an admin). */
export type Searcher = { standing: 'visitor' } | { standing: 'member' | 'verified'; userId: string };

/**
 * What each reader may find (issue 30): visitors stories and events (public lists); every member
 * jobs too (the job portal's rule); verified members people and chapters as well (the directory's
 * and the chapters' rule). A kind the reader may not see is neither searched nor counted.
 */
export function kindsFor(searcher: Searcher): readonly SearchKind[] {
  switch (searcher.standing) {
    case 'visitor':
      return ['stories', 'events'];
    case 'member':
      return ['stories', 'events', 'jobs'];
    case 'verified':
      return SEARCH_KINDS;
  }
}

export function createSearchService({
  db,
  pictureUrl,
  timeZone,
  consentRules,
  contactRequests,
}: {
  db: Database;
  pictureUrl: PictureUrl;
  timeZone: string;
  /** Who may be found: members who consent to being listed under the current notice. */
  consentRules: ConsentRules;
  /** Whose e-mail, shown on request, the searcher was approved to see (decision 0058). */
  contactRequests: Pick<ContactRequestService, 'emailsSharedWith'>;
}) {
  /** The query's terms and the close words of its typo-tolerant words, as the queries take them. */
  async function matchOf(parsed: ParsedQuery) {
    return { parsed, close: await queries.closeWords(db, queries.typoWords(parsed)) };
  }

  return {
    async search(query: SearchQuery, searcher: Searcher) {
      const allowed = kindsFor(searcher);
      const oneLetter = searchKey(query.q).replace(/ /g, '');
      // A one-character query searches names only: people's, by the first letter of a word of the name.
      const namesOnly = [...query.q].length === 1;
      const parsed = parseQuery(query.q);
      const match = namesOnly ? { namePrefix: oneLetter } : await matchOf(parsed);
      const searchable = namesOnly ? allowed.filter((kind) => kind === 'people') : allowed;
      const nothing = namesOnly ? oneLetter === '' : parsed.groups.length === 0;
      const plan: queries.SearchPlan = {
        kinds: nothing ? [] : searchable,
        match,
        today: todayIn(timeZone),
        consent: consentRules,
        ...(query.yearFrom === undefined ? {} : { yearFrom: query.yearFrom }),
        ...(query.yearTo === undefined ? {} : { yearTo: query.yearTo }),
        ...(query.programme ? { programme: query.programme } : {}),
        ...(query.college ? { college: query.college } : {}),
        ...(query.chapter ? { chapter: query.chapter } : {}),
        ...(query.jobType ? { jobType: query.jobType } : {}),
        ...(query.when ? { when: query.when } : {}),
        ...(query.open ? { openJobs: true } : {}),
      };
      const shown = query.type === 'all' ? plan.kinds : plan.kinds.filter((kind) => kind === query.type);
      const after = hitOf(query.cursor);
      const { hits, counts: found } = await queries.findPage(db, plan, shown, { after, limit: query.limit });
      const counts = { ...found };
      const countsCapped = { people: false, stories: false, events: false, jobs: false, chapters: false };
      for (const kind of SEARCH_KINDS) {
        if (found[kind] > SEARCH_COUNT_CAP) {
          counts[kind] = SEARCH_COUNT_CAP;
          countsCapped[kind] = true;
        }
      }
      const suggestion =
        namesOnly || plan.kinds.length === 0 || totalOf(counts) > 0
          ? null
          : await suggest(query.q, parsed, plan, searcher);
      const page = hits.slice(0, query.limit);
      const last = page.at(-1);
      const wanted = namesOnly ? NOTHING_WANTED : wantedOf(parsed);
      const items = await present(page, wanted, searcher);
      return {
        items,
        nextCursor:
          hits.length > query.limit && last
            ? encodeCursor([String(last.tier), last.date ?? '', last.kind, last.id])
            : null,
        counts,
        countsCapped,
        suggestion,
      };
    },
  };

  /**
   * "Did you mean" (decision 0049): each word of the query that finds nothing alone is replaced by
   * the closest word of what this reader may find (queries.closestWord), written as the result
   * would show it; the new query is offered only if it finds something, counted as the search is.
   */
  async function suggest(
    q: string,
    parsed: ParsedQuery,
    plan: queries.SearchPlan,
    searcher: Searcher,
  ): Promise<string | null> {
    const words = [...new Set(parsed.groups.flat().flatMap((term) => term.words))]
      .filter((word) => word.length >= SUGGESTED_WORD_MIN_LETTERS)
      .slice(0, SUGGESTED_WORDS_MAX);
    const replacements = new Map<string, string>();
    const latin = !/[\u0980-\u09ff]/.test(q);
    for (const word of words) {
      const alone = await queries.countHits(db, { ...plan, match: await matchOf(parseQuery(word)) }, 0);
      if (totalOf(alone) > 0) continue;
      const close = await queries.closestWord(db, plan, word);
      if (!close || close.word === word) continue;
      const shown = await shownSpelling(close, searcher);
      replacements.set(word, shown && (!latin || !/[\u0980-\u09ff]/.test(shown)) ? shown : close.word);
    }
    if (replacements.size === 0) return null;
    const suggestion = q.replace(/[\p{L}\p{M}\p{N}]+/gu, (typed) => replacements.get(searchKey(typed)) ?? typed);
    const found = await queries.countHits(db, { ...plan, match: await matchOf(parseQuery(suggestion)) }, 0);
    return totalOf(found) > 0 && suggestion.length <= SEARCH_LIMITS.q ? suggestion : null;
  }

  /** The close word as the document's result shows it (its first marked word), or null. */
  async function shownSpelling(close: queries.CloseWord, searcher: Searcher): Promise<string | null> {
    const hit: queries.Hit = { kind: close.kind, id: close.id, tier: queries.TIERS.typo, date: null };
    const [result] = await present([hit], { keys: new Set([close.word]), similar: [] }, searcher);
    if (!result) return null;
    const [text, mark] = result.marks.title[0]
      ? [result.title, result.marks.title[0]]
      : [result.snippet ?? '', result.marks.snippet[0]];
    return mark ? text.slice(mark.start, mark.end) : null;
  }

  async function present(hits: queries.Hit[], wanted: Wanted, searcher: Searcher): Promise<SearchResult[]> {
    const ids = (kind: SearchKind) => hits.filter((hit) => hit.kind === kind).map((hit) => hit.id);
    const viewerId = searcher.standing === 'visitor' ? null : searcher.userId;
    const [personRows, itemRows] = await Promise.all([
      queries.loadPeople(db, ids('people')),
      queries.loadItems(db, hits),
    ]);
    const people = new Map(personRows.map((row) => [row.id, row]));
    const items = new Map(itemRows.map((row) => [`${row.kind}:${row.id}`, row]));
    // An e-mail shown on request, to the member its owner approved (decision 0058); a search is never cached.
    const shared = viewerId
      ? await contactRequests.emailsSharedWith(
          viewerId,
          [...people.values()].filter((row) => row.emailVisibility === 'on_request').map((row) => row.id),
        )
      : new Set<string>();
    const marker = markerOf(wanted);
    return hits.flatMap((hit) => {
      if (hit.kind === 'people') {
        const row = people.get(hit.id);
        return row ? [presentPerson(row, hit, marker, viewerId, pictureUrl, shared)] : [];
      }
      const row = items.get(`${hit.kind}:${hit.id}`);
      return row ? [presentItem(hit.kind, row, hit, marker)] : [];
    });
  }
}

export type SearchService = ReturnType<typeof createSearchService>;
