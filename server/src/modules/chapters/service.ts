import type { ChapterMembership, ChaptersQuery, chapterInputSchema, PageQuery } from '@alumni/contract';
import type { z } from 'zod';
import { recordAudit } from '../../db/audit.js';
import type { Database } from '../../db/client.js';
import { uniqueViolation } from '../../db/errors.js';
import { isUuid, toPage } from '../../db/pagination.js';
import { inTransaction, type RunInTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import { presentAdminChapter, presentChapter } from './presenter.js';
import * as chapterQueries from './queries.js';

const CHAPTER_NOT_FOUND = { key: 'chapters.not_found' } as const;
const CHAPTER_ARCHIVED = { key: 'chapters.archived' } as const;

const keyOf = (row: { sortName: string; chapter: { id: string } }) => [row.sortName, row.chapter.id] as const;

/** The 400 for a chapter name another chapter in use already has. */
function nameTaken(name: string): AppError {
  const message = { key: 'chapters.name_taken', params: { name } } as const;
  return new AppError('CONFLICT', message, { errors: [{ path: 'name', ...message }] });
}

/** The 400 for a chapter id that names no chapter, on the field (or query parameter) `path`. */
export function unknownChapter(path: string, id: string): AppError {
  const message = { key: 'chapters.unknown', params: { id } } as const;
  return new AppError('VALIDATION', message, { errors: [{ path, ...message }] });
}

export type ChapterQueries = typeof chapterQueries;

export function createChapterService({
  db,
  queries = chapterQueries,
  transaction = (work) => inTransaction(db, work),
  audit = recordAudit,
}: {
  db: Database;
  /** The chapters' queries (given only by tests, with fakes, to run these rules without a database). */
  queries?: ChapterQueries;
  /** Runs work in one transaction of `db` (likewise). */
  transaction?: RunInTransaction;
  /** Writes an audit entry in the transaction given (likewise). */
  audit?: typeof recordAudit;
}) {
  async function findOrThrow(id: string, from: Database = db) {
    const row = isUuid(id) ? await queries.findChapter(from, id) : null;
    if (!row) throw new AppError('NOT_FOUND', CHAPTER_NOT_FOUND);
    return row;
  }

  /** Runs an admin's write; a name taken by a parallel write (the unique index) is the same 409 as one found before. */
  async function write<T>(name: string, work: (tx: Database) => Promise<T>): Promise<T> {
    try {
      return await transaction(work);
    } catch (error) {
      if (uniqueViolation(error) === 'chapters_active_name_key') throw nameTaken(name);
      throw error;
    }
  }

  async function membership(chapterId: string, userId: string): Promise<ChapterMembership> {
    return {
      isMember: await queries.isMember(db, chapterId, userId),
      memberCount: await queries.countMembers(db, chapterId),
    };
  }

  return {
    /** Each configured college is a chapter: added once, at every start (a new database or an upgraded one). */
    async ensureCollegeChapters(colleges: readonly string[]) {
      await queries.insertCollegeChapters(db, colleges);
    },

    /** The chapters in use matching the query: the viewer's own college's first, then by name. */
    async list(query: ChaptersQuery, viewerId: string) {
      const after = queries.memberChapterOrder(viewerId).decode(query.cursor);
      const filter = { q: query.q || undefined, kind: query.kind };
      const rows = await queries.listActiveChapters(db, { viewerId, limit: query.limit, after, filter });
      const { items, nextCursor } = toPage(rows, query.limit, (row) => [String(row.rank), ...keyOf(row)]);
      return { items: items.map(presentChapter), nextCursor };
    },

    async get(id: string, viewerId: string) {
      const row = isUuid(id) ? await queries.findChapterWithCounts(db, id, viewerId) : null;
      if (!row) throw new AppError('NOT_FOUND', CHAPTER_NOT_FOUND);
      return presentChapter(row);
    },

    async exists(id: string) {
      return isUuid(id) && (await queries.findChapter(db, id)) !== null;
    },

    /** 404 when there is no such chapter (archived ones still have their page and members). */
    async assertExists(id: string) {
      await findOrThrow(id);
    },

    /** Joins once, however often or in parallel it is asked; an archived chapter takes no one new (409). */
    async join(id: string, userId: string): Promise<ChapterMembership> {
      await transaction(async (tx) => {
        const chapter = isUuid(id) ? await queries.lockChapterForJoin(tx, id) : null;
        if (!chapter) throw new AppError('NOT_FOUND', CHAPTER_NOT_FOUND);
        if (chapter.archivedAt) {
          // Already a member of an archived chapter: nothing to change, nothing refused.
          if (await queries.isMember(tx, id, userId)) return;
          throw new AppError('CONFLICT', CHAPTER_ARCHIVED);
        }
        await queries.insertMember(tx, id, userId);
      });
      return membership(id, userId);
    },

    /** Leaves, archived chapter or not; leaving a chapter one is not in changes nothing. */
    async leave(id: string, userId: string): Promise<ChapterMembership> {
      await findOrThrow(id);
      await queries.deleteMember(db, id, userId);
      return membership(id, userId);
    },

    /**
     * Checks the chapter an event or story is put in: it must exist and be in use. `current` is
     * the item's chapter before the edit; keeping it is allowed even after it was archived. `from`:
     * the transaction the check runs in, when there is one.
     */
    async assertAssignable(
      chapterId: string | null | undefined,
      options: { current?: string | null; from?: Database } = {},
    ) {
      if (chapterId === null || chapterId === undefined || chapterId === options.current) return;
      const chapter = await queries.findChapter(options.from ?? db, chapterId);
      if (!chapter) {
        throw unknownChapter('chapterId', chapterId);
      }
      if (chapter.archivedAt) {
        const message = { key: 'chapters.archived_choose', params: { name: chapter.name } } as const;
        throw new AppError('VALIDATION', message, { errors: [{ path: 'chapterId', ...message }] });
      }
    },

    /**
     * The member's college chapter (for the first-run checklist's link) and whether they joined a
     * chapter: theirs, or any other when their college has none.
     */
    async collegeChapterOf(userId: string): Promise<{ chapterId: string | null; joined: boolean }> {
      const found = await queries.findCollegeChapterOf(db, userId);
      if (found) return { chapterId: found.chapterId, joined: found.isMember };
      return { chapterId: null, joined: await queries.isInAnyChapter(db, userId) };
    },

    async membershipsForExport(userId: string) {
      const rows = await queries.listMembershipsOf(db, userId);
      return rows.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() }));
    },

    async listForAdmin(page: PageQuery) {
      const after = queries.chapterOrder.decode(page.cursor);
      const rows = await queries.listAllChapters(db, { limit: page.limit, after });
      const { items, nextCursor } = toPage(rows, page.limit, keyOf);
      return { items: items.map(presentAdminChapter), nextCursor };
    },

    create: (adminId: string, input: z.output<typeof chapterInputSchema>) =>
      write(input.name, async (tx) => {
        if (await queries.findActiveChapterByName(tx, input.name)) throw nameTaken(input.name);
        const chapter = await queries.insertChapter(tx, input);
        await audit(tx, {
          actorId: adminId,
          action: 'chapter.create',
          targetType: 'chapter',
          targetId: chapter.id,
          targetLabel: chapter.name,
          details: { kind: chapter.kind },
        });
        return presentAdminChapter({ chapter, memberCount: 0 });
      }),

    rename: (adminId: string, id: string, name: string) =>
      write(name, async (tx) => {
        const before = await findOrThrow(id, tx);
        const other = await queries.findActiveChapterByName(tx, name);
        if (other && other.id !== id) throw nameTaken(name);
        const chapter = await queries.renameChapter(tx, id, name);
        if (!chapter) throw new AppError('NOT_FOUND', CHAPTER_NOT_FOUND);
        await audit(tx, {
          actorId: adminId,
          action: 'chapter.rename',
          targetType: 'chapter',
          targetId: chapter.id,
          targetLabel: chapter.name,
          details: { before: { name: before.name }, after: { name: chapter.name } },
        });
        return presentAdminChapter({ chapter, memberCount: await queries.countMembers(tx, id) });
      }),

    /** Archives: members, events and stories stay; nobody new joins, nothing new is put in it. Again: 409. */
    archive: (adminId: string, id: string) =>
      transaction(async (tx) => {
        await findOrThrow(id, tx);
        const chapter = await queries.archiveChapter(tx, id);
        if (!chapter) throw new AppError('CONFLICT', { key: 'chapters.already_archived' });
        await audit(tx, {
          actorId: adminId,
          action: 'chapter.archive',
          targetType: 'chapter',
          targetId: chapter.id,
          targetLabel: chapter.name,
        });
        return presentAdminChapter({ chapter, memberCount: await queries.countMembers(tx, id) });
      }),
  };
}

export type ChapterService = ReturnType<typeof createChapterService>;
