import type { RollField } from '@alumni/contract';
import type { Database } from '../../db/client.js';
import { findRollEntry } from '../../db/graduate-roll.js';
import { isUuid } from '../../db/pagination.js';
import { recordPersonalDataReads } from '../../db/personal-data-reads.js';
import { AppError } from '../../errors.js';
import { rollMismatches } from '../../lib/verification.js';
import type { PictureStore } from '../pictures/store.js';
import { presentVerificationState } from './presenter.js';
import * as queries from './queries.js';

/** How far back the median wait looks: recent enough to say what waiting is like now. */
const MEDIAN_WINDOW_DAYS = 180;

/**
 * The document a member attached goes with the admin's decision, in its transaction: it was for
 * the reviewer only, and the decision is taken (the admin service calls this).
 */
export async function discardVerificationDocument(tx: Database, userId: string): Promise<void> {
  await queries.deleteDocument(tx, userId);
}

/** Which of these members attached a document, for the review queue. */
export function withVerificationDocuments(db: Database, userIds: string[]): Promise<Set<string>> {
  return queries.listWithDocuments(db, userIds);
}

/**
 * What a pending member is told about their verification (issue 35, decision 0042), and the
 * document they may attach for the reviewer: re-encoded like a profile picture, shown to admins
 * only, removed with the decision.
 */
export function createVerificationService({ db, pictures }: { db: Database; pictures: PictureStore }) {
  async function identityOrThrow(userId: string) {
    const identity = await queries.findIdentity(db, userId);
    // The session was valid a moment ago; an account deleted since is a session that ended.
    if (!identity) throw new AppError('UNAUTHORIZED', { key: 'auth.session_expired' });
    return identity;
  }

  return {
    /** When the document the member attached for the reviewer was stored; null when none is held. */
    async documentAttachedAt(userId: string): Promise<Date | null> {
      return (await queries.findDocumentInfo(db, userId))?.createdAt ?? null;
    },

    async stateOf(userId: string) {
      const identity = await identityOrThrow(userId);
      let reason: 'not-on-roll' | 'details-differ' | null = null;
      let mismatchedFields: RollField[] = [];
      if (identity.verificationStatus === 'pending') {
        const entry = await findRollEntry(db, identity.enrollmentNumber);
        mismatchedFields = entry ? rollMismatches(entry, identity) : ['enrollmentNumber'];
        if (!entry) reason = 'not-on-roll';
        else if (mismatchedFields.length > 0) reason = 'details-differ';
      }
      const since = new Date(Date.now() - MEDIAN_WINDOW_DAYS * 86_400_000);
      const document = await queries.findDocumentInfo(db, userId);
      return presentVerificationState({
        status: identity.verificationStatus,
        reason,
        mismatchedFields,
        medianWaitHours: await queries.medianReviewHours(db, since),
        documentAttachedAt: document?.createdAt ?? null,
      });
    },

    async attachDocument(userId: string, file: Buffer | null) {
      if (!file) {
        const message = { key: 'verification.document_required' } as const;
        throw new AppError('VALIDATION', message, { errors: [{ path: 'document', ...message }] });
      }
      const identity = await identityOrThrow(userId);
      if (identity.verificationStatus !== 'pending') {
        throw new AppError('CONFLICT', { key: 'verification.document_only_pending' });
      }
      await queries.saveDocument(db, userId, await pictures.encodeDocument(file, 'document'));
      return this.stateOf(userId);
    },

    async removeDocument(userId: string) {
      await queries.deleteDocument(db, userId);
      return this.stateOf(userId);
    },

    /** The document's bytes (WebP), for an admin deciding on the account. */
    /** For an admin, any member's; for a coordinator (`colleges`), a member of their colleges only. */
    /** The document `userId` attached, for the reviewer `readerId`; the member learns of the read (decision 0057). */
    async documentFor(readerId: string, userId: string, colleges?: readonly string[]): Promise<Buffer> {
      const bytes = isUuid(userId) ? await queries.findDocumentBytes(db, userId, colleges) : null;
      if (!bytes) throw new AppError('NOT_FOUND', { key: 'verification.document_not_found' });
      await recordPersonalDataReads(db, readerId, [userId], 'verification-document');
      return bytes;
    },
  };
}

export type VerificationService = ReturnType<typeof createVerificationService>;
