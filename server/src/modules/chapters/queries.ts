import { and, asc, eq, ilike, isNull, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type CursorKey, keyset } from '../../db/pagination.js';
import { type ChapterKind, type ChapterRow, chapterMembers, chapters, users } from '../../db/schema.js';

const sortName = sql<string>`lower(${chapters.name})`;

/** The order of a chapters list: the lower-cased name, then the id. */
export const chapterOrder = keyset('asc', [sortName, 'text'], [chapters.id, 'uuid']);
type ChapterKey = CursorKey<typeof chapterOrder.parts>;
/**
 * The outer row's id, spelt with its table: drizzle leaves columns of a one-table query
 * unqualified, and a bare "id" inside the subqueries below would mean users.id.
 */
const outerChapterId = sql.raw('"chapters"."id"');

/** Members who count: verified and not suspended, as the members list (the directory) shows them. */
const memberCount = sql<number>`(
  select count(*)::int from ${chapterMembers}
  join ${users} on ${users.id} = ${chapterMembers.userId}
  where ${chapterMembers.chapterId} = ${outerChapterId}
    and ${users.verificationStatus} = 'verified' and ${users.suspendedAt} is null
)`;

const isMemberOf = (viewerId: string) =>
  sql<boolean>`exists (select 1 from ${chapterMembers} where ${chapterMembers.chapterId} = ${outerChapterId} and ${chapterMembers.userId} = ${viewerId}::uuid)`;

/** The chapter of the college the viewer's account names. */
const isOwnCollegeOf = (viewerId: string) =>
  sql<boolean>`coalesce(${chapters.college} = (select ${users.collegeName} from ${users} where ${users.id} = ${viewerId}::uuid), false)`;

export type ChapterWithCounts = {
  chapter: ChapterRow;
  sortName: string;
  memberCount: number;
  isMember: boolean;
  isOwnCollege: boolean;
};

/** What a member narrows the chapters list to: words of the name, one kind. */
export type ChapterFilter = { q?: string | undefined; kind?: ChapterKind | undefined };

const likePattern = (words: string) => `%${words.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

function matching(filter: ChapterFilter): SQL | undefined {
  return and(
    isNull(chapters.archivedAt),
    filter.q ? ilike(chapters.name, likePattern(filter.q)) : undefined,
    filter.kind ? eq(chapters.kind, filter.kind) : undefined,
  );
}

const withCounts = (viewerId: string) => ({
  chapter: chapters,
  sortName,
  memberCount,
  isMember: isMemberOf(viewerId),
  isOwnCollege: isOwnCollegeOf(viewerId),
});

/** 0 for the viewer's own college's chapter, 1 for the others: the members' list shows it first. */
const ownFirst = (viewerId: string) => sql<number>`(case when ${isOwnCollegeOf(viewerId)} then 0 else 1 end)`;

/** The members' list order: their own college's chapter, then the lower-cased name, then the id. */
export const memberChapterOrder = (viewerId: string) =>
  keyset('asc', [ownFirst(viewerId), 'integer'], [sortName, 'text'], [chapters.id, 'uuid']);
type MemberChapterKey = CursorKey<ReturnType<typeof memberChapterOrder>['parts']>;

/** Adds a chapter for each configured college that has none; changes nothing else (safe to run at every start). */
export async function insertCollegeChapters(db: Database, colleges: readonly string[]) {
  if (colleges.length === 0) return;
  await db
    .insert(chapters)
    .values(colleges.map((college) => ({ kind: 'college' as const, name: college, college })))
    .onConflictDoNothing();
}

/**
 * Chapters in use (not archived) matching the filter: the viewer's own college's first, then by
 * name; `after` is the key of the last one already shown.
 */
export async function listActiveChapters(
  db: Database,
  options: { viewerId: string; limit: number; after: MemberChapterKey | null; filter: ChapterFilter },
): Promise<Array<ChapterWithCounts & { rank: number }>> {
  const { viewerId, limit, after, filter } = options;
  const order = memberChapterOrder(viewerId);
  return db
    .select({ ...withCounts(viewerId), rank: ownFirst(viewerId) })
    .from(chapters)
    .where(and(matching(filter), order.after(after)))
    .orderBy(...order.orderBy)
    .limit(limit + 1);
}

/** Every chapter, archived ones too, by name (the admins' page). */
export async function listAllChapters(
  db: Database,
  options: { limit: number; after: ChapterKey | null },
): Promise<Omit<ChapterWithCounts, 'isMember' | 'isOwnCollege'>[]> {
  const { limit, after } = options;
  return db
    .select({ chapter: chapters, sortName, memberCount })
    .from(chapters)
    .where(chapterOrder.after(after))
    .orderBy(...chapterOrder.orderBy)
    .limit(limit + 1);
}

export async function findChapterWithCounts(db: Database, id: string, viewerId: string) {
  const [row] = await db.select(withCounts(viewerId)).from(chapters).where(eq(chapters.id, id));
  return row ?? null;
}

export async function findChapter(db: Database, id: string): Promise<ChapterRow | null> {
  const [row] = await db.select().from(chapters).where(eq(chapters.id, id));
  return row ?? null;
}

/**
 * The chapter's row, locked against archiving until the transaction ends (archiving updates it),
 * so a join and an archive at the same moment are ordered: the join sees the archive or precedes it.
 */
export async function lockChapterForJoin(tx: Database, id: string): Promise<ChapterRow | null> {
  const [row] = await tx.select().from(chapters).where(eq(chapters.id, id)).for('share');
  return row ?? null;
}

export async function findActiveChapterByName(db: Database, name: string): Promise<ChapterRow | null> {
  const [row] = await db
    .select()
    .from(chapters)
    .where(and(isNull(chapters.archivedAt), sql`${sortName} = lower(${name})`));
  return row ?? null;
}

export async function insertChapter(db: Database, values: { kind: ChapterKind; name: string }): Promise<ChapterRow> {
  const [row] = await db.insert(chapters).values(values).returning();
  if (!row) throw new Error('chapter insert returned no row');
  return row;
}

export async function renameChapter(db: Database, id: string, name: string): Promise<ChapterRow | null> {
  const [row] = await db.update(chapters).set({ name, updatedAt: sql`now()` }).where(eq(chapters.id, id)).returning();
  return row ?? null;
}

/** Archives the chapter if it is not already; answers the row when this call archived it. */
export async function archiveChapter(db: Database, id: string): Promise<ChapterRow | null> {
  const [row] = await db
    .update(chapters)
    .set({ archivedAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(chapters.id, id), isNull(chapters.archivedAt)))
    .returning();
  return row ?? null;
}

/** Adds the member; a second join (or a parallel one) adds nothing: the key is (chapter, member). */
export async function insertMember(tx: Database, chapterId: string, userId: string) {
  await tx.insert(chapterMembers).values({ chapterId, userId }).onConflictDoNothing();
}

export async function deleteMember(db: Database, chapterId: string, userId: string) {
  await db
    .delete(chapterMembers)
    .where(and(eq(chapterMembers.chapterId, chapterId), eq(chapterMembers.userId, userId)));
}

export async function countMembers(db: Database, chapterId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(chapterMembers)
    .innerJoin(users, eq(users.id, chapterMembers.userId))
    .where(
      and(eq(chapterMembers.chapterId, chapterId), eq(users.verificationStatus, 'verified'), isNull(users.suspendedAt)),
    );
  return row?.count ?? 0;
}

export async function isMember(db: Database, chapterId: string, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: chapterMembers.userId })
    .from(chapterMembers)
    .where(and(eq(chapterMembers.chapterId, chapterId), eq(chapterMembers.userId, userId)));
  return row !== undefined;
}

/** The chapters a member joined, with when (their data export). */
export async function listMembershipsOf(db: Database, userId: string) {
  return db
    .select({ chapterId: chapters.id, name: chapters.name, kind: chapters.kind, joinedAt: chapterMembers.createdAt })
    .from(chapterMembers)
    .innerJoin(chapters, eq(chapters.id, chapterMembers.chapterId))
    .where(eq(chapterMembers.userId, userId))
    .orderBy(asc(chapterMembers.createdAt));
}

/** The active chapter of a member's college, and whether the member is in it (null: the college has none). */
export async function findCollegeChapterOf(db: Database, userId: string) {
  const [row] = await db
    .select({
      chapterId: chapters.id,
      isMember: sql<boolean>`exists (select 1 from ${chapterMembers} where ${chapterMembers.chapterId} = ${chapters.id} and ${chapterMembers.userId} = ${userId})`,
    })
    .from(users)
    .innerJoin(
      chapters,
      and(eq(chapters.kind, 'college'), eq(chapters.college, users.collegeName), isNull(chapters.archivedAt)),
    )
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
}

/** Whether the member belongs to any active chapter. */
export async function isInAnyChapter(db: Database, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ chapterId: chapterMembers.chapterId })
    .from(chapterMembers)
    .innerJoin(chapters, and(eq(chapters.id, chapterMembers.chapterId), isNull(chapters.archivedAt)))
    .where(eq(chapterMembers.userId, userId))
    .limit(1);
  return row !== undefined;
}
