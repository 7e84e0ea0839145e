import { endpoints } from '@alumni/contract';
import { desc, eq } from 'drizzle-orm';
import { events } from '../../db/schema.js';
import { defineContent } from '../content.js';

export const eventContent = defineContent({
  name: 'event',
  table: events,
  people: [{ column: events.createdBy, afterDeletion: 'deleted' }],
  cacheTag: 'events',
  moderation: {
    id: events.id,
    author: events.createdBy,
    label: events.title,
    text: events.description,
    hiddenAt: events.hiddenAt,
    words: {
      notFound: 'moderation.not_found.event',
      alreadyReported: 'moderation.already_reported.event',
      alreadyHidden: 'moderation.already_hidden.event',
      notHidden: 'moderation.not_hidden.event',
    },
  },
  export: {
    key: 'events',
    load: async (db, userId) => ({
      rows: await db.select().from(events).where(eq(events.createdBy, userId)).orderBy(desc(events.date)),
    }),
  },
  whileSuspended: 'hidden',
  inDigest: true,
  listedAt: endpoints.events.list,
});
