import {
  type ContactRequestDecision,
  type ContactRequestInput,
  type ContactRequestsQuery,
  type ContactSharing,
  type ContactVisibility,
  ON_REQUEST_FIELDS,
  type OnRequestField,
} from '@alumni/contract';
import type { Database } from '../../db/client.js';
import { takeFromLimit } from '../../db/limits.js';
import { isUuid, toPage } from '../../db/pagination.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import { inCommunity, requireAccess } from '../../lib/policy.js';
import type { ErasureService } from '../account/erasure.js';
import { recordNotice } from '../notifications/notices.js';
import type { PictureUrl } from '../pictures/store.js';
import { presentApproval, presentIncoming, presentOutgoing, shareStateOf } from './presenter.js';
import * as queries from './queries.js';

const DAY_MS = 24 * 60 * 60 * 1000;

const visibilityOf = (owner: queries.OwnerRow, field: OnRequestField): ContactVisibility =>
  field === 'email' ? owner.emailVisibility : field === 'phone' ? owner.phoneVisibility : owner.addressVisibility;

/** The fields the owner shows on request (decision 0058). */
const onRequestFields = (owner: queries.OwnerRow) =>
  ON_REQUEST_FIELDS.filter((field) => visibilityOf(owner, field) === 'on_request');

/**
 * Which of these owners, who show their e-mail on request, approved the viewer to see it (decision
 * 0058): what a list the viewer reads (the directory, a chapter's members, search) may show them.
 */
export async function emailsSharedWith(
  db: Database,
  viewerId: string,
  ownerIds: readonly string[],
): Promise<ReadonlySet<string>> {
  const others = ownerIds.filter((id) => id !== viewerId);
  return new Set((await queries.findEmailsSharedWith(db, viewerId, others)).map((row) => row.ownerId));
}

/**
 * Contact on request (issue 34, decision 0058): a verified member asks, with a reason, to see
 * another's phone, e-mail or address; the owner approves or declines each request, and takes an
 * approval back at any time. The asker sees the field while an approval stands and the owner
 * shows it on request; a declined or revoked asker is told only "not shared".
 */
export function createContactRequestService(deps: {
  db: Database;
  pictureUrl: PictureUrl;
  requestsPerDay: number;
  /**
   * Drops the asker's kept answers that show what was shared with them (their directory pages),
   * here and in every other process, before the approval's or revocation's answer leaves.
   */
  dropSharedWith: (askerId: string) => Promise<void>;
  /** An owner whose account waits to be deleted is asked by nobody and shows nothing meanwhile (decision 0063). */
  erasure: Pick<ErasureService, 'waits'>;
}) {
  const { db, pictureUrl, requestsPerDay, dropSharedWith, erasure } = deps;

  /** The owner, if others may reach them: in the community, and not leaving it. */
  async function reachableOwner(id: string) {
    const owner = isUuid(id) ? await queries.findOwner(db, id) : null;
    if (!inCommunity(owner) || (await erasure.waits(owner.id))) {
      throw new AppError('NOT_FOUND', { key: 'contact_requests.member_not_found' });
    }
    return owner;
  }

  /** The request, if the member owns the fields it asks for: to anyone else it does not exist. */
  async function ownRequest(userId: string, id: string) {
    const row = isUuid(id) ? await queries.findRequest(db, id) : null;
    if (!row) throw new AppError('NOT_FOUND', { key: 'contact_requests.not_found' });
    requireAccess('contact-request.decide', { userId }, row);
    return row;
  }

  async function incoming(id: string) {
    const row = await queries.findListed(db, id);
    if (!row) throw new AppError('NOT_FOUND', { key: 'contact_requests.not_found' });
    return presentIncoming(row, pictureUrl);
  }

  return {
    /** One field, or every field shown on request; an open request for a field is answered as it is. */
    async ask(userId: string, input: ContactRequestInput & { reason: string }) {
      // Counted before the work, in the database: parallel requests cannot pass the limit together.
      await takeFromLimit(db, { key: `contact-requests:${userId}`, max: requestsPerDay, windowMs: DAY_MS }, () => ({
        key: 'contact_requests.too_many',
        params: { count: requestsPerDay },
      }));
      if (input.memberId === userId) {
        const message = { key: 'contact_requests.cannot_ask_self' } as const;
        throw new AppError('VALIDATION', message, { errors: [{ path: 'memberId', ...message }] });
      }
      const owner = await reachableOwner(input.memberId);
      const shown = onRequestFields(owner);
      const fields = input.field === 'all' ? shown : shown.filter((field) => field === input.field);
      if (fields.length === 0) {
        const message = { key: 'contact_requests.not_on_request' } as const;
        throw new AppError('VALIDATION', message, { errors: [{ path: 'field', ...message }] });
      }
      if (await queries.blockedBetween(db, userId, owner.id)) {
        throw new AppError('FORBIDDEN', { key: 'contact_requests.cannot_ask' });
      }
      await inTransaction(db, async (tx) => {
        const inserted = await queries.insertPending(tx, {
          askerId: userId,
          ownerId: owner.id,
          fields,
          reason: input.reason,
        });
        if (inserted.length === 0) return;
        // The owner hears of it in their notices menu, in the request's own transaction.
        const askerName = await queries.findFullName(tx, userId);
        await recordNotice(tx, {
          userId: owner.id,
          kind: 'contact.requested',
          data: { askerName, requestIds: inserted.map((row) => row.id).join(',') },
        });
      });
      const open = await queries.findOpen(db, userId, owner.id, fields);
      return open.map((row) => presentOutgoing(row, pictureUrl));
    },

    async list(userId: string, query: ContactRequestsQuery) {
      const before = queries.requestOrder.decode(query.cursor);
      const rows = await queries.listRequests(db, userId, query.direction, { limit: query.limit, before });
      const page = toPage(rows, query.limit, (row) => [row.createdAt.toISOString(), row.id]);
      const present = query.direction === 'incoming' ? presentIncoming : presentOutgoing;
      return { items: page.items.map((row) => present(row, pictureUrl)), nextCursor: page.nextCursor };
    },

    async decide(userId: string, id: string, input: ContactRequestDecision) {
      const row = await ownRequest(userId, id);
      if (row.status !== 'pending') throw new AppError('CONFLICT', { key: 'contact_requests.already_answered' });
      const answered = await queries.answer(db, row.id, input.decision === 'approve' ? 'approved' : 'declined');
      if (!answered) throw new AppError('CONFLICT', { key: 'contact_requests.already_answered' });
      if (input.decision === 'approve') await dropSharedWith(row.askerId);
      return incoming(row.id);
    },

    /** The asker stops seeing the field with the next answer they get: what of it was kept for them is dropped. */
    async revoke(userId: string, id: string) {
      const row = await ownRequest(userId, id);
      if (row.status !== 'pending' && row.status !== 'approved') {
        throw new AppError('CONFLICT', { key: 'contact_requests.not_shared' });
      }
      const revoked = await queries.revoke(db, row.id, row.status);
      if (!revoked) throw new AppError('CONFLICT', { key: 'contact_requests.not_shared' });
      if (row.status === 'approved') await dropSharedWith(row.askerId);
      return incoming(row.id);
    },

    /** The approvals the member gave, standing or taken back, newest first (their privacy summary). */
    async approvalsGiven(ownerId: string) {
      return (await queries.listApprovalsGiven(db, ownerId)).map(presentApproval);
    },

    /**
     * Of these members, the ids of those whose e-mail the viewer sees by an approval standing now:
     * the directory and search show it to that viewer alone (their answers are never shared).
     */
    emailsSharedWith: (viewerId: string, ownerIds: readonly string[]) => emailsSharedWith(db, viewerId, ownerIds),

    /** The viewer's side of a member's on-request fields: the value only under an approval. */
    async sharing(viewerId: string, ownerId: string): Promise<ContactSharing> {
      const owner = await reachableOwner(ownerId);
      if (owner.id === viewerId) return { fields: [] };
      const requests = await queries.requestsBetween(db, viewerId, owner.id);
      return {
        fields: onRequestFields(owner).map((field) => {
          const latest = requests.find((request) => request.field === field);
          if (!latest) return { field, state: null };
          const state = shareStateOf(latest.status);
          if (state !== 'shared') return { field, state };
          return { field, state, value: owner[field], sharedSince: latest.decidedAt?.toISOString() ?? '' };
        }),
      };
    },
  };
}

export type ContactRequestService = ReturnType<typeof createContactRequestService>;
