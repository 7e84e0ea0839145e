import type { DirectoryQuery } from '@alumni/contract';
import type { Database } from '../../db/client.js';
import type { ConsentRules } from '../../db/consent.js';
import { decodeCursor, toPage } from '../../db/pagination.js';
import { AppError } from '../../errors.js';
import { type ChapterService, unknownChapter } from '../chapters/service.js';
import type { ContactRequestService } from '../contact-requests/service.js';
import type { PictureUrl } from '../pictures/store.js';
import { presentDirectoryEntry } from './presenter.js';
import * as queries from './queries.js';

/** Letters and digits of any script; everything else separates words (and cannot reach tsquery syntax). */
export function searchWords(q: string | undefined): string[] {
  if (!q) return [];
  return q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
}

export function createCommunityService({
  db,
  pictureUrl,
  chapters,
  consentRules,
  contactRequests,
}: {
  db: Database;
  pictureUrl: PictureUrl;
  /** Who may be listed: members who consent to the directory under the current notice. */
  consentRules: ConsentRules;
  /** Whether the chapter a search filters on exists. */
  chapters: Pick<ChapterService, 'exists'>;
  /** Whose e-mail, shown on request, the viewer was approved to see (decision 0058). */
  contactRequests: Pick<ContactRequestService, 'emailsSharedWith'>;
}) {
  async function present(rows: queries.DirectoryRow[], viewerId: string) {
    const shared = await contactRequests.emailsSharedWith(
      viewerId,
      rows.filter((row) => row.emailVisibility === 'on_request').map((row) => row.id),
    );
    return rows.map((row) => presentDirectoryEntry(row, viewerId, pictureUrl, shared));
  }

  return {
    async search(query: DirectoryQuery, viewerId: string) {
      const filter: queries.DirectoryFilter = {
        words: searchWords(query.q),
        consent: consentRules,
        ...(query.yearFrom === undefined ? {} : { yearFrom: query.yearFrom }),
        ...(query.yearTo === undefined ? {} : { yearTo: query.yearTo }),
        ...(query.programme ? { programme: query.programme } : {}),
        ...(query.college ? { college: query.college } : {}),
        ...(query.mentor ? { mentor: true } : {}),
        ...(query.chapter ? { chapter: query.chapter } : {}),
        ...(query.city !== undefined || query.state || query.country
          ? {
              place: {
                viewerId,
                ...(query.city === undefined ? {} : { city: query.city }),
                ...(query.state ? { state: query.state } : {}),
                ...(query.country ? { country: query.country } : {}),
              },
            }
          : {}),
      };
      if (query.chapter && !(await chapters.exists(query.chapter))) {
        throw unknownChapter('chapter', query.chapter);
      }
      if (query.sort === 'year') {
        const after = decodeCursor(query.cursor, ['integer', 'text', 'uuid']);
        const year = after ? Number(after[0]) : null;
        if (after && !Number.isInteger(year)) throw new AppError('VALIDATION', { key: 'request.cursor_not_valid' });
        const rows = await queries.listByYear(db, filter, {
          limit: query.limit,
          after: after ? [year as number, after[1], after[2]] : null,
        });
        const page = toPage(rows, query.limit, (row) => [String(row.yearOfPassing), row.sortName, row.id]);
        return { items: await present(page.items, viewerId), nextCursor: page.nextCursor };
      }
      const after = queries.nameOrder.decode(query.cursor);
      const rows = await queries.listByName(db, filter, { limit: query.limit, after });
      const page = toPage(rows, query.limit, (row) => [row.sortName, row.id]);
      return { items: await present(page.items, viewerId), nextCursor: page.nextCursor };
    },
  };
}
