import type { ChapterListQuery, PageQuery, StoryBody } from '@alumni/contract';
import type { Database } from '../../db/client.js';
import { isUuid, toPage } from '../../db/pagination.js';
import { AppError } from '../../errors.js';
import { requireAccess } from '../../lib/policy.js';
import { createChapterService } from '../chapters/service.js';
import { presentStory, presentStorySummary } from './presenter.js';
import * as queries from './queries.js';

export function createStoryService({ db }: { db: Database }) {
  const chapters = createChapterService({ db });

  async function list(page: PageQuery & { chapter?: string | undefined }, authorId?: string) {
    const after = queries.storyOrder.decode(page.cursor);
    const rows = await queries.listStories(db, {
      limit: page.limit,
      after,
      ...(authorId ? { authorId } : {}),
      ...(page.chapter ? { chapterId: page.chapter } : {}),
    });
    const { items, nextCursor } = toPage(rows, page.limit, ({ story }) => [
      story.date,
      story.createdAt.toISOString(),
      story.id,
    ]);
    return { items: items.map(presentStorySummary), nextCursor };
  }

  async function findOrThrow(id: string) {
    // A malformed id cannot name a story: the same 404 as an unknown one, never a database error.
    const row = isUuid(id) ? await queries.findStory(db, id) : null;
    if (!row) throw new AppError('NOT_FOUND', { key: 'stories.not_found' });
    return row;
  }

  return {
    listAll: (page: ChapterListQuery) => list(page),
    listByAuthor: (page: PageQuery, authorId: string) => list(page, authorId),

    async get(id: string) {
      return presentStory(await findOrThrow(id));
    },

    /** Whether a visitor may read the story (it exists, not hidden, its poster not suspended): for the page writer's 404. */
    async isVisible(id: string) {
      return isUuid(id) && (await queries.findStory(db, id)) !== null;
    },

    async create(input: StoryBody, authorId: string) {
      await chapters.assertAssignable(input.chapterId);
      const id = await queries.insertStory(db, {
        ...input,
        description: input.description ?? null,
        chapterId: input.chapterId ?? null,
        authorId,
      });
      return presentStory(await findOrThrow(id));
    },

    async update(id: string, input: StoryBody, userId: string) {
      const { story } = await findOrThrow(id);
      requireAccess('story.change', { userId }, story);
      // Left out of the body, the chapter stays; a story may stay in a chapter archived since, not move into one.
      const chapterId = input.chapterId === undefined ? story.chapterId : input.chapterId;
      await chapters.assertAssignable(chapterId, { current: story.chapterId });
      await queries.updateStory(db, id, { ...input, description: input.description ?? null, chapterId });
      return presentStory(await findOrThrow(id));
    },

    async remove(id: string, userId: string) {
      requireAccess('story.change', { userId }, (await findOrThrow(id)).story);
      await queries.deleteStory(db, id);
    },
  };
}
