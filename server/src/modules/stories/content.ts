import { endpoints } from '@alumni/contract';
import { desc, eq } from 'drizzle-orm';
import { stories } from '../../db/schema.js';
import { defineContent } from '../content.js';
import { newInDigest } from './queries.js';

export const storyContent = defineContent({
  name: 'story',
  table: stories,
  people: [{ column: stories.authorId, afterDeletion: 'deleted' }],
  cacheTag: 'stories',
  moderation: {
    id: stories.id,
    author: stories.authorId,
    label: stories.title,
    text: stories.content,
    hiddenAt: stories.hiddenAt,
    words: {
      notFound: 'moderation.not_found.story',
      alreadyReported: 'moderation.already_reported.story',
      alreadyHidden: 'moderation.already_hidden.story',
      notHidden: 'moderation.not_hidden.story',
    },
  },
  export: {
    key: 'stories',
    load: async (db, userId) => ({
      rows: await db.select().from(stories).where(eq(stories.authorId, userId)).orderBy(desc(stories.createdAt)),
    }),
  },
  whileSuspended: 'hidden',
  digest: {
    heading: 'mail.digest.stories',
    itemPage: 'story',
    allPage: 'stories',
    newIn: async (db, period) => {
      const { rows, total } = await newInDigest(db, period);
      return { items: rows.map((row) => ({ id: row.id, title: row.title, detail: null })), total };
    },
  },
  listedAt: endpoints.stories.list,
});
