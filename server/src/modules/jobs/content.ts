import { endpoints } from '@alumni/contract';
import { desc, eq, sql } from 'drizzle-orm';
import { jobs } from '../../db/schema.js';
import { defineContent } from '../content.js';
import { newInDigest } from './queries.js';

export const jobContent = defineContent({
  name: 'job',
  table: jobs,
  people: [{ column: jobs.postedBy, afterDeletion: 'deleted' }],
  cacheTag: 'jobs',
  moderation: {
    id: jobs.id,
    author: jobs.postedBy,
    label: sql<string>`${jobs.jobTitle} || ' at ' || ${jobs.company}`,
    text: jobs.description,
    hiddenAt: jobs.hiddenAt,
    words: {
      notFound: 'moderation.not_found.job',
      alreadyReported: 'moderation.already_reported.job',
      alreadyHidden: 'moderation.already_hidden.job',
      notHidden: 'moderation.not_hidden.job',
    },
  },
  export: {
    key: 'jobs',
    load: async (db, userId) => ({
      rows: await db.select().from(jobs).where(eq(jobs.postedBy, userId)).orderBy(desc(jobs.createdAt)),
    }),
  },
  whileSuspended: 'hidden',
  digest: {
    heading: 'mail.digest.jobs',
    itemPage: 'jobPortal',
    allPage: 'jobPortal',
    newIn: async (db, period) => {
      const { rows, total } = await newInDigest(db, period);
      return { items: rows.map((row) => ({ id: row.id, title: row.title, detail: row.company })), total };
    },
  },
  listedAt: endpoints.jobs.list,
});
