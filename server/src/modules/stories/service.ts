import type { ChapterListQuery, PageQuery, StoryBody } from '@alumni/contract';
import type { Database } from '../../db/client.js';
import { isUuid, toPage } from '../../db/pagination.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import type { PageDescription } from '../../lib/page-card.js';
import { requireAccess } from '../../lib/policy.js';
import type { ChapterService } from '../chapters/service.js';
import { coverColumns, type ImageService } from '../images/service.js';
import type { ModerationService } from '../moderation/service.js';
import type { PictureUrl } from '../pictures/store.js';
import { presentOwnStory, presentOwnStorySummary, presentStory, presentStorySummary, storyCard } from './presenter.js';
import * as queries from './queries.js';

export function createStoryService({
  db,
  chapters,
  moderation,
  images,
  pictureUrl,
}: {
  db: Database;
  /** Puts a cover on a story, in the story's transaction, and removes the one it replaces. */
  images: Pick<ImageService, 'setCover'>;
  pictureUrl: PictureUrl;
  /** Checks the chapter a story is put in. */
  chapters: Pick<ChapterService, 'assertAssignable'>;
  /** What the author of a hidden story is told, and their request for a review. */
  moderation: Pick<ModerationService, 'hiddenStatesOf' | 'requestReview'>;
}) {
  async function page(options: PageQuery & { chapter?: string | undefined }, authorId?: string) {
    const after = queries.storyOrder.decode(options.cursor);
    const rows = await queries.listStories(db, {
      limit: options.limit,
      after,
      ...(authorId ? { authorId, withHidden: true } : {}),
      ...(options.chapter ? { chapterId: options.chapter } : {}),
    });
    return toPage(rows, options.limit, ({ story }) => [story.date, story.createdAt.toISOString(), story.id]);
  }

  /** A story to change: the author's own even while hidden; hidden from anyone else (404). */
  async function findToChange(id: string, userId: string) {
    const row = isUuid(id) ? await queries.findStoryEvenHidden(db, id) : null;
    if (!row || (row.story.hiddenAt !== null && row.story.authorId !== userId)) {
      throw new AppError('NOT_FOUND', { key: 'stories.not_found' });
    }
    requireAccess('story.change', { userId }, row.story);
    return row;
  }

  async function ownStory(id: string, userId: string) {
    const row = await findToChange(id, userId);
    const states = row.story.hiddenAt ? await moderation.hiddenStatesOf('story', [row.story.id]) : new Map();
    return presentOwnStory(row, states.get(row.story.id), pictureUrl);
  }

  async function findOrThrow(id: string) {
    // A malformed id cannot name a story: the same 404 as an unknown one, never a database error.
    const row = isUuid(id) ? await queries.findStory(db, id) : null;
    if (!row) throw new AppError('NOT_FOUND', { key: 'stories.not_found' });
    return row;
  }

  return {
    async listAll(query: ChapterListQuery) {
      const { items, nextCursor } = await page(query);
      return { items: items.map((row) => presentStorySummary(row, pictureUrl)), nextCursor };
    },

    /** The author's own stories, those an admin hid included, marked with the reason (issue 35). */
    async listByAuthor(query: PageQuery, authorId: string) {
      const { items, nextCursor } = await page(query, authorId);
      const hidden = items.filter((row) => row.story.hiddenAt !== null).map((row) => row.story.id);
      const states = await moderation.hiddenStatesOf('story', hidden);
      return {
        items: items.map((row) => presentOwnStorySummary(row, states.get(row.story.id), pictureUrl)),
        nextCursor,
      };
    },

    ownStory,

    /** The author asks the admins to look at their hidden story again: it goes back to the reports queue. */
    async requestReview(id: string, userId: string, note: string | null) {
      await findToChange(id, userId);
      await moderation.requestReview(userId, 'story', id, note);
      return ownStory(id, userId);
    },

    async get(id: string) {
      return presentStory(await findOrThrow(id), pictureUrl);
    },

    /** Whether a visitor may read the story (it exists, not hidden, its poster not suspended): for the page writer's 404. */
    async isVisible(id: string) {
      return isUuid(id) && (await queries.findStory(db, id)) !== null;
    },

    /** The story's page as link previews see it (one query): a story a visitor may read, else null (a 404). */
    async describePage(id: string): Promise<PageDescription | null> {
      const row = isUuid(id) ? await queries.findStory(db, id) : null;
      return row && { card: storyCard(row, pictureUrl), index: true };
    },

    async create(input: StoryBody, authorId: string) {
      await chapters.assertAssignable(input.chapterId);
      const { image: _image, imageAlt: _imageAlt, ...fields } = input;
      const cover = coverColumns(input, null);
      const id = await inTransaction(db, async (tx) => {
        const id = await queries.insertStory(tx, {
          ...fields,
          ...cover,
          description: input.description ?? null,
          chapterId: input.chapterId ?? null,
          authorId,
        });
        await images.setCover(tx, { storyId: id }, authorId, cover.image);
        return id;
      });
      return presentStory(await findOrThrow(id), pictureUrl);
    },

    async update(id: string, input: StoryBody, userId: string) {
      const { story } = await findToChange(id, userId);
      // Left out of the body, the chapter stays; a story may stay in a chapter archived since, not move into one.
      const chapterId = input.chapterId === undefined ? story.chapterId : input.chapterId;
      await chapters.assertAssignable(chapterId, { current: story.chapterId });
      const { image: _image, imageAlt: _imageAlt, ...fields } = input;
      const cover = coverColumns(input, story);
      await inTransaction(db, async (tx) => {
        await queries.updateStory(tx, id, { ...fields, ...cover, description: input.description ?? null, chapterId });
        await images.setCover(tx, { storyId: id }, story.authorId, cover.image);
      });
      // A hidden story stays hidden when its author edits it: the answer is the author's own view.
      return story.hiddenAt ? ownStory(id, userId) : presentStory(await findOrThrow(id), pictureUrl);
    },

    async remove(id: string, userId: string) {
      await findToChange(id, userId);
      await queries.deleteStory(db, id);
    },
  };
}
