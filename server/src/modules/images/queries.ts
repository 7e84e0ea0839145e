import { and, eq, isNull, lt, ne, not, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { events, images, stories } from '../../db/schema.js';

export type ImageRow = typeof images.$inferSelect;
/** The post a picture is on: a story or an event, by id. */
export type PostRef = { storyId: string } | { eventId: string };

export async function insertImage(
  db: Database,
  values: Pick<ImageRow, 'key' | 'ownerId' | 'alt' | 'width' | 'height'>,
): Promise<ImageRow> {
  const [row] = await db.insert(images).values(values).returning();
  if (!row) throw new Error('image insert returned no row');
  return row;
}

/**
 * Puts the owner's picture on a post, in one statement: only a picture the owner uploaded that is
 * on no other post (or already on this one). Answers whether it did; a second post claiming the
 * same picture at the same moment waits for this row and then finds it taken.
 */
export async function claimImage(db: Database, key: string, ownerId: string, post: PostRef): Promise<boolean> {
  const onThisPost =
    'storyId' in post
      ? and(or(isNull(images.storyId), eq(images.storyId, post.storyId)), isNull(images.eventId))
      : and(or(isNull(images.eventId), eq(images.eventId, post.eventId)), isNull(images.storyId));
  const rows = await db
    .update(images)
    .set('storyId' in post ? { storyId: post.storyId } : { eventId: post.eventId })
    .where(and(eq(images.key, key), eq(images.ownerId, ownerId), onThisPost))
    .returning({ key: images.key });
  return rows.length === 1;
}

/** Removes a post's pictures other than `keep` (its cover now, or none): their bytes go with them (trigger). */
export async function deletePostImagesExcept(db: Database, post: PostRef, keep: string | null): Promise<void> {
  const ofPost = 'storyId' in post ? eq(images.storyId, post.storyId) : eq(images.eventId, post.eventId);
  await db.delete(images).where(and(ofPost, keep ? ne(images.key, keep) : undefined));
}

/**
 * Removes pictures on no post uploaded before `before`; answers how many. A picture that a story's
 * content or an event's description shows in its Markdown (decision 0060) is in use: its key (32
 * hex digits, in its /uploads/ address) is in that text.
 */
export async function deleteUnusedImages(db: Database, before: Date): Promise<number> {
  const inAText = sql`(exists (select 1 from ${stories} where strpos(${stories.content}, ${images.key}) > 0)
    or exists (select 1 from ${events} where strpos(${events.description}, ${images.key}) > 0))`;
  const rows = await db
    .delete(images)
    .where(and(isNull(images.storyId), isNull(images.eventId), lt(images.createdAt, before), not(inAText)))
    .returning({ key: images.key });
  return rows.length;
}
