import { and, count, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type CursorKey, keyset } from '../../db/pagination.js';
import { chapters, type StoryRow, stories, users } from '../../db/schema.js';
import type { DigestPeriod } from '../content.js';

export type NewStory = Pick<
  StoryRow,
  'authorId' | 'title' | 'date' | 'category' | 'author' | 'content' | 'description' | 'chapterId' | 'image' | 'imageAlt'
>;
export type StoryChanges = Omit<NewStory, 'authorId'>;
/** Lists sort by the story's date, then when it was posted, then its id: latest first. */
export const storyOrder = keyset(
  'desc',
  [stories.date, 'date'],
  [stories.createdAt, 'timestamp'],
  [stories.id, 'uuid'],
);
export type StoryKey = CursorKey<typeof storyOrder.parts>;

/** A story with the profile name of the account that posted it. */
const storyWithPoster = {
  story: stories,
  posterName: users.fullName,
  chapterName: sql<
    string | null
  >`(select ${chapters.name} from ${chapters} where ${chapters.id} = ${stories.chapterId})`,
};
/** `chapterName`: the name of the chapter it belongs to, if any. */
export type StoryWithPoster = { story: StoryRow; posterName: string; chapterName: string | null };

/**
 * What everyone may see: not hidden by a moderator, and posted by a member who is not suspended
 * (their posts come back when they are restored).
 */
const visible = and(isNull(stories.hiddenAt), isNull(users.suspendedAt));

/** Latest story date first, then newest posted; `after` is the key of the last story already shown. */
export async function listStories(
  db: Database,
  options: { limit: number; after: StoryKey | null; authorId?: string; chapterId?: string; withHidden?: boolean },
): Promise<StoryWithPoster[]> {
  const { limit, after, authorId, chapterId, withHidden = false } = options;
  return db
    .select(storyWithPoster)
    .from(stories)
    .innerJoin(users, eq(users.id, stories.authorId))
    .where(
      and(
        // The author's own list keeps what an admin hid (marked by the service); no one else's does.
        withHidden ? isNull(users.suspendedAt) : visible,
        authorId ? eq(stories.authorId, authorId) : undefined,
        chapterId ? eq(stories.chapterId, chapterId) : undefined,
        storyOrder.after(after),
      ),
    )
    .orderBy(...storyOrder.orderBy)
    .limit(limit + 1);
}

export async function findStory(db: Database, id: string): Promise<StoryWithPoster | null> {
  const [row] = await db
    .select(storyWithPoster)
    .from(stories)
    .innerJoin(users, eq(users.id, stories.authorId))
    .where(and(eq(stories.id, id), visible))
    .limit(1);
  return row ?? null;
}

/** A story by id whether an admin hid it or not: for its author's own view and changes. */
export async function findStoryEvenHidden(db: Database, id: string): Promise<StoryWithPoster | null> {
  const [row] = await db
    .select(storyWithPoster)
    .from(stories)
    .innerJoin(users, eq(users.id, stories.authorId))
    .where(and(eq(stories.id, id), isNull(users.suspendedAt)))
    .limit(1);
  return row ?? null;
}

export async function insertStory(db: Database, values: NewStory) {
  const [row] = await db.insert(stories).values(values).returning({ id: stories.id });
  if (!row) throw new Error('story insert returned no row');
  return row.id;
}

export async function updateStory(db: Database, id: string, changes: StoryChanges) {
  await db
    .update(stories)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(stories.id, id));
}

export async function deleteStory(db: Database, id: string) {
  await db.delete(stories).where(eq(stories.id, id));
}

/** The weekly digest's stories (newest first): a few posted in the period that every member may still see, and how many in all. */
export async function newInDigest(db: Database, { since, until, limit }: DigestPeriod) {
  const fresh = and(
    gt(stories.createdAt, since),
    lte(stories.createdAt, until),
    isNull(stories.hiddenAt),
    isNull(users.suspendedAt),
  );
  const rows = await db
    .select({ id: stories.id, title: stories.title })
    .from(stories)
    .innerJoin(users, eq(users.id, stories.authorId))
    .where(fresh)
    .orderBy(desc(stories.createdAt))
    .limit(limit);
  const [all] = await db
    .select({ count: count() })
    .from(stories)
    .innerJoin(users, eq(users.id, stories.authorId))
    .where(fresh);
  return { rows, total: all?.count ?? 0 };
}
