import { asc, eq } from 'drizzle-orm';
import { consentRecords, consents, personalDataReads } from '../../db/schema.js';
import { defineContent } from '../content.js';
import { presentAdminRead, presentConsentRecord } from './presenter.js';
import { findAdminReads } from './queries.js';

/** The consent record (decision 0054): the member's own, in their export; it goes with the account. */
export const consentRecordContent = defineContent({
  name: 'consent record',
  table: consentRecords,
  people: [{ column: consentRecords.userId, afterDeletion: 'deleted' }],
  cacheTag: null,
  moderation: { notReported: 'a consent record is the member’s own answer, seen by no one else' },
  export: {
    key: 'consentRecord',
    load: async (db, userId) => {
      const rows = await db
        .select()
        .from(consentRecords)
        .where(eq(consentRecords.userId, userId))
        .orderBy(asc(consentRecords.createdAt), asc(consentRecords.id));
      return { rows, people: [] };
    },
    present: (row) => presentConsentRecord(row),
  },
  whileSuspended: { shown: 'only its member sees it' },
  digest: { notInDigest: 'a member’s consents are their own' },
  listedAt: null,
});

/** The current answers: derived from the record, which the export holds. */
export const consentContent = defineContent({
  name: 'consent',
  table: consents,
  people: [{ column: consents.userId, afterDeletion: 'deleted' }],
  cacheTag: null,
  moderation: { notReported: 'a consent is the member’s own answer, seen by no one else' },
  export: { notExported: 'the current answers are the latest lines of the consent record, which the export holds' },
  whileSuspended: { shown: 'only its member sees it' },
  digest: { notInDigest: 'a member’s consents are their own' },
  listedAt: null,
});

/**
 * Admins' reads of the member's personal data (decision 0057): the member's own to know, in their
 * export; it goes with the account. The reader is kept by name, as the audit log keeps its actors.
 */
export const personalDataReadContent = defineContent({
  name: 'personal data read',
  table: personalDataReads,
  people: [{ column: personalDataReads.memberId, afterDeletion: 'deleted' }],
  cacheTag: null,
  moderation: { notReported: 'a read of the member’s data is a fact recorded for them, not something anyone wrote' },
  export: {
    key: 'adminReads',
    load: async (db, userId) => ({ rows: await findAdminReads(db, userId), people: [] }),
    present: (row) => presentAdminRead(row),
  },
  whileSuspended: { shown: 'only its member sees it' },
  digest: { notInDigest: 'who read a member’s data is theirs alone' },
  listedAt: null,
});
