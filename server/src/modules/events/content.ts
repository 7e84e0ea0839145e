import { endpoints } from '@alumni/contract';
import { desc, eq } from 'drizzle-orm';
import { events } from '../../db/schema.js';
import { defineContent } from '../content.js';
import { newInDigest } from './queries.js';

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
  digest: {
    heading: 'mail.digest.events',
    itemPage: 'event',
    allPage: 'events',
    newIn: async (db, period) => {
      const { rows, total } = await newInDigest(db, period);
      return {
        items: rows.map((row) => ({ id: row.id, title: row.title, detail: `${row.date}, ${row.location}` })),
        total,
      };
    },
  },
  listedAt: endpoints.events.list,
});
