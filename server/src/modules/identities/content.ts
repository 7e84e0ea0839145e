import { asc, eq } from 'drizzle-orm';
import { userIdentities } from '../../db/schema.js';
import { defineContent } from '../content.js';

/**
 * The outside providers linked to the member (decision 0050): in their data export, which
 * provider, the address it gave and when it was linked. The provider's subject stays out: it is
 * the provider's key for the person, and the portal holds no token of theirs to give.
 */
export const linkedIdentityContent = defineContent({
  name: 'linked identity',
  table: userIdentities,
  people: [{ column: userIdentities.userId, afterDeletion: 'deleted' }],
  cacheTag: null,
  moderation: { notReported: 'a way to sign in, seen by its member only' },
  export: {
    key: 'linkedIdentities',
    load: async (db, userId) => ({
      rows: await db
        .select({
          id: userIdentities.id,
          provider: userIdentities.provider,
          email: userIdentities.email,
          createdAt: userIdentities.createdAt,
        })
        .from(userIdentities)
        .where(eq(userIdentities.userId, userId))
        .orderBy(asc(userIdentities.createdAt), asc(userIdentities.id)),
    }),
    present: (row) => ({
      id: row.id,
      provider: row.provider,
      email: row.email,
      linkedAt: row.createdAt.toISOString(),
    }),
  },
  whileSuspended: { shown: 'only its member sees it' },
  digest: { notInDigest: 'a way to sign in is the member’s own' },
  listedAt: null,
});
