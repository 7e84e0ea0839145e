import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type StoryRow, stories } from '../../db/schema.js';

export type NewStory = Pick<
  StoryRow,
  'authorId' | 'title' | 'date' | 'category' | 'author' | 'content' | 'description'
>;
export type StoryChanges = Omit<NewStory, 'authorId'>;

/** Newest posted first; `after` is the (createdAt, id) of the last story already shown. */
export async function listStories(
  db: Database,
  options: { limit: number; after: readonly [string, string] | null; authorId?: string },
) {
  const { limit, after, authorId } = options;
  return db
    .select()
    .from(stories)
    .where(
      and(
        isNull(stories.hiddenAt),
        authorId ? eq(stories.authorId, authorId) : undefined,
        after ? sql`(${stories.createdAt}, ${stories.id}) < (${after[0]}::timestamptz, ${after[1]}::uuid)` : undefined,
      ),
    )
    .orderBy(desc(stories.createdAt), desc(stories.id))
    .limit(limit + 1);
}

export async function findStory(db: Database, id: string) {
  const [row] = await db
    .select()
    .from(stories)
    .where(and(eq(stories.id, id), isNull(stories.hiddenAt)))
    .limit(1);
  return row ?? null;
}

export async function insertStory(db: Database, values: NewStory) {
  const [row] = await db.insert(stories).values(values).returning();
  if (!row) throw new Error('story insert returned no row');
  return row;
}

export async function updateStory(db: Database, id: string, changes: StoryChanges) {
  const [row] = await db
    .update(stories)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(stories.id, id))
    .returning();
  return row ?? null;
}

export async function deleteStory(db: Database, id: string) {
  await db.delete(stories).where(eq(stories.id, id));
}
