import type { AdminChapter, Chapter } from '@alumni/contract';
import type { ChapterRow } from '../../db/schema.js';

/** A chapter as a member sees it: its name, kind and member count, and whether the viewer joined. */
export function presentChapter(row: {
  chapter: ChapterRow;
  memberCount: number;
  isMember: boolean;
  isOwnCollege: boolean;
}): Chapter {
  return {
    _id: row.chapter.id,
    kind: row.chapter.kind,
    name: row.chapter.name,
    memberCount: row.memberCount,
    isMember: row.isMember,
    isOwnCollege: row.isOwnCollege,
    archived: row.chapter.archivedAt !== null,
  };
}

export function presentAdminChapter(row: { chapter: ChapterRow; memberCount: number }): AdminChapter {
  return {
    _id: row.chapter.id,
    kind: row.chapter.kind,
    name: row.chapter.name,
    college: row.chapter.college,
    memberCount: row.memberCount,
    archivedAt: row.chapter.archivedAt?.toISOString() ?? null,
    createdAt: row.chapter.createdAt.toISOString(),
  };
}
