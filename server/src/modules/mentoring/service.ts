import { MENTORING_LIMITS, type MentorshipRequestsQuery } from '@alumni/contract';
import type { Database } from '../../db/client.js';
import type { ConsentRules } from '../../db/consent.js';
import { takeFromLimit } from '../../db/limits.js';
import { isUuid, toPage } from '../../db/pagination.js';
import type { MentorshipRequestRow } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { AppError } from '../../errors.js';
import { inCommunity, requireAccess } from '../../lib/policy.js';
import { sendNotice } from '../notifications/notices.js';
import type { PictureUrl } from '../pictures/store.js';
import { presentRequest } from './presenter.js';
import * as queries from './queries.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The mentor hears of a new request in their notifications menu and by mail, in the request's own
 * transaction: no request without its notice, no notice without its request.
 */
async function tellMentor(tx: Database, request: MentorshipRequestRow): Promise<void> {
  const requesterName = (await queries.findFullName(tx, request.requesterId)) ?? 'A member';
  await sendNotice(tx, {
    userId: request.mentorId,
    kind: 'mentoring.requested',
    data: { requestId: request.id, requesterName },
  });
}

/**
 * The mentee hears that the mentor accepted, in the menu and by mail (worded in the mentee's own
 * language when read and sent), in the transaction that records the answer.
 */
async function tellRequester(tx: Database, request: MentorshipRequestRow): Promise<void> {
  const mentorName = (await queries.findFullName(tx, request.mentorId)) ?? 'A member';
  await sendNotice(tx, {
    userId: request.requesterId,
    kind: 'mentoring.accepted',
    data: { requestId: request.id, mentorId: request.mentorId, mentorName },
  });
}

export function createMentoringService(deps: {
  db: Database;
  pictureUrl: PictureUrl;
  /** The messages feature: the accepted request's note becomes the chat's first message through it. */
  sendOnBehalf: (senderId: string, input: { recipientId: string; content: string }) => Promise<unknown>;
  requestsPerDay?: number;
  /** A mentor is offered only with their consent under the current notice. */
  consentRules: ConsentRules;
}) {
  const { db, pictureUrl, sendOnBehalf, consentRules } = deps;
  const requestsPerDay = deps.requestsPerDay ?? MENTORING_LIMITS.requestsPerDay;

  async function assertNoBlock(a: string, b: string, asker: string) {
    const found = await queries.blocksBetween(db, a, b);
    if (found.some((block) => block.blockerId === asker)) {
      throw new AppError('FORBIDDEN', { key: 'mentoring.you_blocked' });
    }
    if (found.length > 0) throw new AppError('FORBIDDEN', { key: 'mentoring.not_accepting' });
  }

  async function ownRequest(userId: string, id: string) {
    const row = isUuid(id) ? await queries.findRequest(db, id) : null;
    if (!row) throw new AppError('NOT_FOUND', { key: 'mentoring.request_not_found' });
    requireAccess('mentoring-request.answer', { userId }, row);
    if (row.status !== 'open') throw new AppError('CONFLICT', { key: `mentoring.already_${row.status}` });
    return row;
  }

  async function listed(row: MentorshipRequestRow, viewerId: string) {
    const found = await queries.findListedRequest(db, row.id);
    if (!found) throw new AppError('NOT_FOUND', { key: 'mentoring.request_not_found' });
    return presentRequest(found, viewerId, pictureUrl);
  }

  return {
    async ask(userId: string, input: { mentorId: string; message: string }) {
      // Counted before the work, in the database: parallel requests cannot pass the limit together.
      await takeFromLimit(db, { key: `mentoring:${userId}`, max: requestsPerDay, windowMs: DAY_MS }, () => ({
        key: 'mentoring.too_many_requests',
        params: { count: requestsPerDay },
      }));
      if (input.mentorId === userId) {
        const message = { key: 'mentoring.cannot_ask_self' } as const;
        throw new AppError('VALIDATION', message, { errors: [{ path: 'mentorId', ...message }] });
      }
      const mentor = isUuid(input.mentorId) ? await queries.findMember(db, input.mentorId, consentRules) : null;
      if (!inCommunity(mentor)) throw new AppError('NOT_FOUND', { key: 'mentoring.mentor_not_found' });
      if (!mentor.mentorshipInterest) {
        const message = { key: 'mentoring.not_open' } as const;
        throw new AppError('VALIDATION', message, { errors: [{ path: 'mentorId', ...message }] });
      }
      await assertNoBlock(userId, mentor.id, userId);
      const row = await inTransaction(db, async (tx) => {
        const inserted = await queries.insertOpenRequest(tx, {
          requesterId: userId,
          mentorId: mentor.id,
          message: input.message,
        });
        if (inserted) await tellMentor(tx, inserted);
        return inserted;
      });
      if (!row) throw new AppError('CONFLICT', { key: 'mentoring.already_asked' });
      return listed(row, userId);
    },

    async list(userId: string, query: MentorshipRequestsQuery) {
      const before = queries.requestOrder.decode(query.cursor);
      const rows = await queries.listRequests(db, userId, query.direction, { limit: query.limit, before });
      const page = toPage(rows, query.limit, (row) => [row.createdAt.toISOString(), row.id]);
      return { items: page.items.map((row) => presentRequest(row, userId, pictureUrl)), nextCursor: page.nextCursor };
    },

    /** The mentor accepts: the chat opens with the request's note, from the requester to the mentor. */
    async accept(userId: string, id: string) {
      const request = await ownRequest(userId, id);
      await assertNoBlock(userId, request.requesterId, userId);
      const answered = await inTransaction(db, async (tx) => {
        const row = await queries.answerRequest(tx, request.id, 'accepted');
        if (row) await tellRequester(tx, row);
        return row;
      });
      if (!answered) throw new AppError('CONFLICT', { key: 'mentoring.already_answered' });
      await sendOnBehalf(answered.requesterId, { recipientId: answered.mentorId, content: answered.message });
      return listed(answered, userId);
    },

    async decline(userId: string, id: string) {
      const request = await ownRequest(userId, id);
      const answered = await queries.answerRequest(db, request.id, 'declined');
      if (!answered) throw new AppError('CONFLICT', { key: 'mentoring.already_answered' });
      return listed(answered, userId);
    },
  };
}
