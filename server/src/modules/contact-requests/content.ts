import { asc, eq, or } from 'drizzle-orm';
import { contactRequests } from '../../db/schema.js';
import { defineContent } from '../content.js';

/**
 * Contact requests and approvals (decision 0058): the requests a member made and received, and
 * with them the approvals given and received (an approved request is the approval). They go with
 * either account.
 */
export const contactRequestContent = defineContent({
  name: 'contact request',
  table: contactRequests,
  people: [
    { column: contactRequests.askerId, afterDeletion: 'deleted' },
    { column: contactRequests.ownerId, afterDeletion: 'deleted' },
  ],
  cacheTag: null,
  moderation: { notReported: 'a request is seen only by the member asked, who can decline it or block the asker' },
  export: {
    key: 'contactRequests',
    load: async (db, userId) => {
      const rows = await db
        .select()
        .from(contactRequests)
        .where(or(eq(contactRequests.askerId, userId), eq(contactRequests.ownerId, userId)))
        .orderBy(asc(contactRequests.createdAt), asc(contactRequests.id));
      return { rows, people: rows.flatMap((row) => [row.askerId, row.ownerId]) };
    },
    present: (row, { userId, person }) => {
      const made = row.askerId === userId;
      return {
        _id: row.id,
        direction: made ? 'made' : 'received',
        with: person(made ? row.ownerId : row.askerId),
        field: row.field,
        reason: row.reason,
        // The asker's own export says no more than the API tells them.
        status: made
          ? row.status === 'pending'
            ? 'pending'
            : row.status === 'approved'
              ? 'shared'
              : 'not_shared'
          : row.status,
        createdAt: row.createdAt.toISOString(),
        decidedAt:
          made && row.status !== 'approved' && row.status !== 'revoked' ? null : (row.decidedAt?.toISOString() ?? null),
        revokedAt: made ? null : (row.revokedAt?.toISOString() ?? null),
      };
    },
  },
  whileSuspended: { shown: 'only the two people named see a request' },
  digest: { notInDigest: 'a request is between the member who asks and the member asked' },
  listedAt: null,
});
