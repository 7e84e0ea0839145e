import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inTheTransaction, noDatabase, theTransaction } from '../../../test/fake-database.js';
import type { AuditEntry } from '../../db/audit.js';
import type { ChapterKind, ChapterRow } from '../../db/schema.js';
import { AppError } from '../../errors.js';
import * as chapterQueries from './queries.js';
import { type ChapterQueries, createChapterService } from './service.js';

/**
 * The chapters service's rules on fake queries, without a database: joining, leaving, archived
 * chapters, what an event or story may be put in, the admins' names. The queries (and the unique
 * index behind a taken name) are tested against the database in server/test/chapters.test.ts.
 */

const ADMIN = '00000000-0000-4000-8000-00000000000a';
const MEMBER = '00000000-0000-4000-8000-00000000000b';

function chapterRow(name: string, kind: ChapterKind, archived = false): ChapterRow {
  const at = new Date('2030-01-01T00:00:00Z');
  return {
    id: randomUUID(),
    kind,
    name,
    college: kind === 'college' ? name : null,
    archivedAt: archived ? at : null,
    createdAt: at,
    updatedAt: at,
  };
}

/** Chapters and their members in memory, behind the queries the service calls. */
function fakeChapters(rows: ChapterRow[], options: { nameRace?: boolean } = {}) {
  const chapters = new Map(rows.map((row) => [row.id, row]));
  const members = new Set<string>();
  const audited: AuditEntry[] = [];
  const membership = (chapterId: string, userId: string) => `${chapterId}/${userId}`;
  const queries: ChapterQueries = {
    ...chapterQueries,
    findChapter: async (_db, id) => chapters.get(id) ?? null,
    lockChapterForJoin: async (tx, id) => {
      inTheTransaction(tx);
      return chapters.get(id) ?? null;
    },
    insertMember: async (tx, chapterId, userId) => {
      inTheTransaction(tx);
      members.add(membership(chapterId, userId));
    },
    deleteMember: async (_db, chapterId, userId) => {
      members.delete(membership(chapterId, userId));
    },
    isMember: async (_db, chapterId, userId) => members.has(membership(chapterId, userId)),
    countMembers: async (_db, chapterId) => [...members].filter((key) => key.startsWith(`${chapterId}/`)).length,
    findActiveChapterByName: async (_db, name) =>
      [...chapters.values()].find((row) => !row.archivedAt && row.name.toLowerCase() === name.toLowerCase()) ?? null,
    insertChapter: async (tx, { kind, name }) => {
      inTheTransaction(tx);
      // A parallel write took the name between the check and the insert: the unique index says so.
      if (options.nameRace)
        throw Object.assign(new Error('duplicate'), { code: '23505', constraint: 'chapters_active_name_key' });
      const row = chapterRow(name, kind);
      chapters.set(row.id, row);
      return row;
    },
    renameChapter: async (tx, id, name) => {
      inTheTransaction(tx);
      const row = chapters.get(id);
      if (!row) return null;
      const renamed = { ...row, name };
      chapters.set(id, renamed);
      return renamed;
    },
    archiveChapter: async (tx, id) => {
      inTheTransaction(tx);
      const row = chapters.get(id);
      if (!row || row.archivedAt) return null;
      const archived = { ...row, archivedAt: new Date('2030-02-01T00:00:00Z') };
      chapters.set(id, archived);
      return archived;
    },
  };
  const service = createChapterService({
    db: noDatabase,
    queries,
    transaction: (work) => work(theTransaction),
    audit: async (tx, entry) => {
      inTheTransaction(tx);
      audited.push(entry);
    },
  });
  return { service, members, audited, chapter: (id: string) => chapters.get(id) };
}

async function refusal(work: Promise<unknown>) {
  const error = await work.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof AppError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { code: error.code, key: error.said.key, fields: error.errors?.map((problem) => problem.path) };
}

describe('joining and leaving a chapter', () => {
  it('joins once however often it is asked, and leaves', async () => {
    const kolkata = chapterRow('Kolkata', 'city');
    const { service } = fakeChapters([kolkata]);
    expect(await service.join(kolkata.id, MEMBER)).toEqual({ isMember: true, memberCount: 1 });
    expect(await service.join(kolkata.id, MEMBER)).toEqual({ isMember: true, memberCount: 1 });
    expect(await service.leave(kolkata.id, MEMBER)).toEqual({ isMember: false, memberCount: 0 });
    // Leaving a chapter one is not in changes nothing.
    expect(await service.leave(kolkata.id, MEMBER)).toEqual({ isMember: false, memberCount: 0 });
  });

  it('takes nobody new into an archived chapter, and lets its members stay and leave', async () => {
    const batch = chapterRow('Batch of 1999', 'batch', true);
    const { service, members } = fakeChapters([batch]);
    expect(await refusal(service.join(batch.id, MEMBER))).toMatchObject({ code: 'CONFLICT', key: 'chapters.archived' });
    expect(members.size).toBe(0);
    members.add(`${batch.id}/${MEMBER}`);
    expect(await service.join(batch.id, MEMBER)).toEqual({ isMember: true, memberCount: 1 });
    expect(await service.leave(batch.id, MEMBER)).toEqual({ isMember: false, memberCount: 0 });
  });

  it('answers a chapter that is not there (or an id that is no id) as not found', async () => {
    const { service } = fakeChapters([]);
    for (const id of [randomUUID(), 'kolkata']) {
      expect(await refusal(service.join(id, MEMBER))).toMatchObject({ code: 'NOT_FOUND', key: 'chapters.not_found' });
    }
    expect(await refusal(service.leave(randomUUID(), MEMBER))).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('the chapter an event or story is put in', () => {
  it('may be none, or one in use', async () => {
    const kolkata = chapterRow('Kolkata', 'city');
    const { service } = fakeChapters([kolkata]);
    await expect(service.assertAssignable(null)).resolves.toBeUndefined();
    await expect(service.assertAssignable(undefined)).resolves.toBeUndefined();
    await expect(service.assertAssignable(kolkata.id)).resolves.toBeUndefined();
  });

  it('refuses, on the chapter field, one that is not there and one archived', async () => {
    const archived = chapterRow('Batch of 1999', 'batch', true);
    const { service } = fakeChapters([archived]);
    expect(await refusal(service.assertAssignable(randomUUID()))).toEqual({
      code: 'VALIDATION',
      key: 'chapters.unknown',
      fields: ['chapterId'],
    });
    expect(await refusal(service.assertAssignable(archived.id))).toEqual({
      code: 'VALIDATION',
      key: 'chapters.archived_choose',
      fields: ['chapterId'],
    });
  });

  it('may stay in the chapter it was in, archived since', async () => {
    const archived = chapterRow('Batch of 1999', 'batch', true);
    const { service } = fakeChapters([archived]);
    await expect(service.assertAssignable(archived.id, { current: archived.id })).resolves.toBeUndefined();
  });
});

describe('the admins’ list of chapters', () => {
  it('adds a city or batch chapter, recording its kind in the audit log', async () => {
    const { service, audited } = fakeChapters([]);
    const added = await service.create(ADMIN, { kind: 'batch', name: 'Batch of 2004' });
    expect(added).toMatchObject({
      kind: 'batch',
      name: 'Batch of 2004',
      college: null,
      memberCount: 0,
      archivedAt: null,
    });
    expect(audited).toEqual([
      {
        actorId: ADMIN,
        action: 'chapter.create',
        targetType: 'chapter',
        targetId: added._id,
        targetLabel: 'Batch of 2004',
        details: { kind: 'batch' },
      },
    ]);
  });

  it('refuses a name another chapter in use has, in any case, found before or by the unique index', async () => {
    const kolkata = chapterRow('Kolkata', 'city');
    const { service, audited } = fakeChapters([kolkata]);
    expect(await refusal(service.create(ADMIN, { kind: 'city', name: 'KOLKATA' }))).toEqual({
      code: 'CONFLICT',
      key: 'chapters.name_taken',
      fields: ['name'],
    });
    const raced = fakeChapters([], { nameRace: true });
    expect(await refusal(raced.service.create(ADMIN, { kind: 'city', name: 'Howrah' }))).toMatchObject({
      code: 'CONFLICT',
      key: 'chapters.name_taken',
    });
    expect([...audited, ...raced.audited]).toEqual([]);
  });

  it('frees an archived chapter’s name, and renames a chapter to its own name in another case', async () => {
    const old = chapterRow('Howrah', 'city', true);
    const kolkata = chapterRow('Kolkata', 'city');
    const { service } = fakeChapters([old, kolkata]);
    expect(await service.create(ADMIN, { kind: 'city', name: 'Howrah' })).toMatchObject({ name: 'Howrah' });
    expect(await service.rename(ADMIN, kolkata.id, 'KOLKATA')).toMatchObject({ name: 'KOLKATA' });
    expect(await refusal(service.rename(ADMIN, kolkata.id, 'howrah'))).toMatchObject({ code: 'CONFLICT' });
  });

  it('archives once: again is a conflict', async () => {
    const kolkata = chapterRow('Kolkata', 'city');
    const { service, audited } = fakeChapters([kolkata]);
    expect((await service.archive(ADMIN, kolkata.id)).archivedAt).not.toBeNull();
    expect(await refusal(service.archive(ADMIN, kolkata.id))).toMatchObject({
      code: 'CONFLICT',
      key: 'chapters.already_archived',
    });
    expect(audited.map((entry) => entry.action)).toEqual(['chapter.archive']);
  });
});
