import type { PageQuery, storyInputSchema } from '@alumni/contract';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { decodeCursor, isUuid, toPage } from '../../db/pagination.js';
import { AppError } from '../../http/errors.js';
import { presentStory, presentStorySummary } from './presenter.js';
import * as queries from './queries.js';

type StoryInput = z.output<typeof storyInputSchema>;

export const STORY_NOT_FOUND = 'Story not found.';

export function createStoryService({ db }: { db: Database }) {
  async function list(page: PageQuery, authorId?: string) {
    const after = decodeCursor(page.cursor, ['timestamp', 'uuid']) as [string, string] | null;
    const rows = await queries.listStories(db, { limit: page.limit, after, ...(authorId ? { authorId } : {}) });
    const { items, nextCursor } = toPage(rows, page.limit, (row) => [row.createdAt.toISOString(), row.id]);
    return { items: items.map(presentStorySummary), nextCursor };
  }

  async function findOrThrow(id: string) {
    // A malformed id cannot name a story: the same 404 as an unknown one, never a database error.
    const row = isUuid(id) ? await queries.findStory(db, id) : null;
    if (!row) throw new AppError('NOT_FOUND', STORY_NOT_FOUND);
    return row;
  }

  async function findOwnOrThrow(id: string, userId: string) {
    const row = await findOrThrow(id);
    if (row.authorId !== userId) throw new AppError('FORBIDDEN', 'Only the author can change or delete this story.');
    return row;
  }

  return {
    listAll: (page: PageQuery) => list(page),
    listByAuthor: (page: PageQuery, authorId: string) => list(page, authorId),

    async get(id: string) {
      return presentStory(await findOrThrow(id));
    },

    async create(input: StoryInput, authorId: string) {
      const row = await queries.insertStory(db, { ...input, description: input.description ?? null, authorId });
      return presentStory(row);
    },

    async update(id: string, input: StoryInput, userId: string) {
      await findOwnOrThrow(id, userId);
      const row = await queries.updateStory(db, id, { ...input, description: input.description ?? null });
      if (!row) throw new AppError('NOT_FOUND', STORY_NOT_FOUND);
      return presentStory(row);
    },

    async remove(id: string, userId: string) {
      await findOwnOrThrow(id, userId);
      await queries.deleteStory(db, id);
    },
  };
}
