import { eq } from 'drizzle-orm';
import { accountErasures, nominees, privacyRequests } from '../../db/schema.js';
import { defineContent } from '../content.js';
import { presentNominee, presentRequest } from './presenter.js';
import { listByMember } from './queries.js';

/** A member's requests to the grievance officer (decision 0059): theirs, in their export; they go with the account. */
export const privacyRequestContent = defineContent({
  name: 'privacy request',
  table: privacyRequests,
  people: [{ column: privacyRequests.userId, afterDeletion: 'deleted' }],
  cacheTag: null,
  moderation: { notReported: 'only the member and the association’s admins read a request' },
  export: {
    key: 'privacyRequests',
    load: async (db, userId) => ({ rows: await listByMember(db, userId), people: [] }),
    present: (row) => presentRequest(row),
  },
  whileSuspended: { shown: 'only the member and the admins read it' },
  digest: { notInDigest: 'a request to the grievance officer is the member’s own' },
  listedAt: null,
});

/** The member's nominee (decision 0059): in their export; it goes with the account. */
export const nomineeContent = defineContent({
  name: 'nominee',
  table: nominees,
  people: [{ column: nominees.userId, afterDeletion: 'deleted' }],
  cacheTag: null,
  moderation: { notReported: 'only the member sees their nominee' },
  export: {
    key: 'nominee',
    load: async (db, userId) => ({
      rows: await db.select().from(nominees).where(eq(nominees.userId, userId)),
      people: [],
    }),
    // Keyed by the member's own id, as the row is: one nominee a member.
    present: (row) => ({ _id: row.userId, ...presentNominee(row) }),
  },
  whileSuspended: { shown: 'only the member sees it' },
  digest: { notInDigest: 'a nominee is the member’s own' },
  listedAt: null,
});

/** A waiting deletion (decision 0059): gone with the account or cancelled by signing in; nothing to export. */
export const accountErasureContent = defineContent({
  name: 'account erasure',
  table: accountErasures,
  people: [{ column: accountErasures.userId, afterDeletion: 'deleted' }],
  cacheTag: null,
  moderation: { notReported: 'a waiting deletion is the member’s own request' },
  export: { notExported: 'a member whose deletion waits is signed out; signing in to export cancels it' },
  whileSuspended: { shown: 'nobody sees it' },
  digest: { notInDigest: 'a waiting deletion is nobody else’s business' },
  listedAt: null,
});
