import { SEARCH_KINDS, type SearchKind, type SearchQuery, type SearchResult, todayIn } from '@alumni/contract';
import type { Database } from '../../db/client.js';
import type { ConsentRules } from '../../db/consent.js';
import { decodeCursor, encodeCursor } from '../../db/pagination.js';
import { AppError } from '../../errors.js';
import type { PictureUrl } from '../pictures/store.js';
import { searchKey } from './fold.js';
import { presentItem, presentPerson } from './presenter.js';
import * as queries from './queries.js';
import { parseQuery, wantedKeys } from './query.js';

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
}: {
  db: Database;
  pictureUrl: PictureUrl;
  timeZone: string;
  /** Who may be found: members who consent to being listed under the current notice. */
  consentRules: ConsentRules;
}) {
  return {
    async search(query: SearchQuery, searcher: Searcher) {
      const allowed = kindsFor(searcher);
      const oneLetter = searchKey(query.q).replace(/ /g, '');
      // A one-character query searches names only: people's, by the first letter of a word of the name.
      const namesOnly = [...query.q].length === 1;
      const parsed = parseQuery(query.q);
      const match = namesOnly ? { namePrefix: oneLetter } : { parsed };
      const searchable = namesOnly ? allowed.filter((kind) => kind === 'people') : allowed;
      const nothing = namesOnly ? oneLetter === '' : parsed.groups.length === 0;
      const plan: queries.SearchPlan = {
        kinds: nothing ? [] : searchable,
        match,
        today: todayIn(timeZone),
        consent: consentRules,
        ...(query.yearFrom === undefined ? {} : { yearFrom: query.yearFrom }),
        ...(query.yearTo === undefined ? {} : { yearTo: query.yearTo }),
        ...(query.when ? { when: query.when } : {}),
        ...(query.open ? { openJobs: true } : {}),
      };
      const counts = await queries.countHits(db, plan);
      const shown: queries.SearchPlan = {
        ...plan,
        kinds: query.type === 'all' ? plan.kinds : plan.kinds.filter((kind) => kind === query.type),
      };
      const after = decodeCursor(query.cursor, ['integer']);
      const offset = after ? Number(after[0]) : 0;
      if (!Number.isSafeInteger(offset) || offset < 0)
        throw new AppError('VALIDATION', { key: 'request.cursor_not_valid' });
      const hits = await queries.findHits(db, shown, { offset, limit: query.limit });
      const page = hits.slice(0, query.limit);
      const wanted = namesOnly ? new Set<string>() : wantedKeys(parsed);
      const items = await present(page, wanted, searcher);
      return {
        items,
        nextCursor: hits.length > query.limit ? encodeCursor([String(offset + query.limit)]) : null,
        counts,
      };
    },
  };

  async function present(
    hits: queries.Hit[],
    wanted: ReadonlySet<string>,
    searcher: Searcher,
  ): Promise<SearchResult[]> {
    const ids = (kind: SearchKind) => hits.filter((hit) => hit.kind === kind).map((hit) => hit.id);
    const viewerId = searcher.standing === 'visitor' ? null : searcher.userId;
    const people = new Map((await queries.loadPeople(db, ids('people'))).map((row) => [row.id, row]));
    const items = new Map<string, queries.ItemRow>();
    for (const kind of ['stories', 'events', 'jobs', 'chapters'] as const) {
      for (const row of await queries.loadItems(db, kind, ids(kind))) items.set(`${kind}:${row.id}`, row);
    }
    return hits.flatMap((hit) => {
      if (hit.kind === 'people') {
        const row = people.get(hit.id);
        return row ? [presentPerson(row, hit, wanted, viewerId, pictureUrl)] : [];
      }
      const row = items.get(`${hit.kind}:${hit.id}`);
      return row ? [presentItem(hit.kind, row, hit, wanted)] : [];
    });
  }
}

export type SearchService = ReturnType<typeof createSearchService>;
