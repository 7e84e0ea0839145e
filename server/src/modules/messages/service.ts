import { counted, type PageQuery, previewOf } from '@alumni/contract';
import type { Database } from '../../db/client.js';
import { takeFromLimit } from '../../db/limits.js';
import { isUuid, toPage } from '../../db/pagination.js';
import { AppError, type ServerMessage } from '../../errors.js';
import { inCommunity } from '../../lib/policy.js';
import { markMessageNoticesRead } from '../notifications/notices.js';
import type { PictureUrl } from '../pictures/store.js';
import {
  presentConversation,
  presentFormerPartner,
  presentInboxEntry,
  presentMessage,
  presentPartner,
} from './presenter.js';
import * as queries from './queries.js';
import type { RealtimeNotice } from './realtime-hub.js';

/** A reconnecting stream replays at most this many missed messages; beyond that the client reloads. */
const REPLAY_LIMIT = 500;
const USER_NOT_FOUND = { key: 'messages.user_not_found' } as const;

export function createMessageService(deps: {
  db: Database;
  publish: (notice: RealtimeNotice) => Promise<void>;
  /** Drops the cached answers of the conversation between `a` and `b`, in every process. */
  dropConversation: (a: string, b: string) => Promise<void>;
  /** Messages one sender may send per window: bursts pass, floods get 429. */
  sendLimit: { max: number; windowMs: number };
  pictureUrl: PictureUrl;
}) {
  const { db, publish, dropConversation, sendLimit, pictureUrl } = deps;

  /** The other person, if their account exists, and the user's own name, read in one query. */
  async function lookUp(userId: string, otherId: string, withMyName: boolean) {
    if (otherId === userId) throw new AppError('BAD_REQUEST', { key: 'messages.no_conversation_with_self' });
    const ids = withMyName ? [otherId, userId] : [otherId];
    const people = isUuid(otherId) ? await queries.findPeople(db, ids) : [];
    const other = people.find((person) => person.id === otherId);
    return { other, myName: people.find((person) => person.id === userId)?.fullName ?? '' };
  }

  // Unverified and suspended accounts are not part of the community: as if they did not exist.
  /** The other person, who must be a member of the community (and not the user). */
  async function participants(userId: string, otherId: string, notFound: ServerMessage, withMyName = true) {
    const { other, myName } = await lookUp(userId, otherId, withMyName);
    if (!inCommunity(other)) throw new AppError('NOT_FOUND', notFound);
    return { other, myName };
  }

  async function otherPerson(userId: string, otherId: string, notFound: ServerMessage) {
    return (await participants(userId, otherId, notFound, false)).other;
  }

  /**
   * The other side of a conversation the user may read: a member of the community, or a former
   * member (a deleted account) the user had a conversation with, which stays the user's copy.
   */
  async function conversationPartner(userId: string, otherId: string) {
    const { other, myName } = await lookUp(userId, otherId, true);
    if (inCommunity(other)) return { partner: presentPartner(other, pictureUrl), myName };
    if (other === undefined && isUuid(otherId) && (await queries.hasConversation(db, userId, otherId))) {
      return { partner: presentFormerPartner(otherId), myName };
    }
    throw new AppError('NOT_FOUND', USER_NOT_FOUND);
  }

  /** The checks and the work of sending, without the sender's rate limit. */
  async function deliver(senderId: string, input: { recipientId: string; content: string }) {
    if (input.recipientId === senderId) {
      const message = { key: 'messages.cannot_message_self' } as const;
      throw new AppError('VALIDATION', message, { errors: [{ path: 'recipientId', ...message }] });
    }
    const { myName } = await participants(senderId, input.recipientId, { key: 'messages.recipient_not_found' });
    const [blockedByRecipient, blockedBySender] = await Promise.all([
      queries.isBlocked(db, input.recipientId, senderId),
      queries.isBlocked(db, senderId, input.recipientId),
    ]);
    if (blockedByRecipient) {
      throw new AppError('FORBIDDEN', { key: 'messages.not_accepting' });
    }
    if (blockedBySender) {
      throw new AppError('FORBIDDEN', { key: 'messages.you_blocked' });
    }
    const row = await queries.insertMessage(db, {
      senderId: senderId,
      recipientId: input.recipientId,
      content: input.content,
      preview: previewOf(input.content),
    });
    // Before the live event: whoever it reaches and reloads the conversation finds the message.
    await dropConversation(senderId, input.recipientId);
    await publish({ userIds: [senderId, input.recipientId], event: 'message', id: row.id, ref: row.id });
    return presentMessage(row, myName);
  }

  return {
    /**
     * A message sent for the sender by another feature (an accepted mentoring request opens the
     * chat with the request's note): the same checks, stored, live and counted unread like any
     * message, but not counted against the sender's rate limit, since they did not send it now.
     */
    sendOnBehalf: (senderId: string, input: { recipientId: string; content: string }) => deliver(senderId, input),

    async send(sender: { userId: string }, input: { recipientId: string; content: string }) {
      await takeFromLimit(db, { key: `messages:${sender.userId}`, ...sendLimit }, (seconds) =>
        counted('messages.too_fast', seconds, { seconds }),
      );
      return deliver(sender.userId, input);
    },

    /** One page of a conversation, newest page first, messages in reading order within it. */
    async conversation(userId: string, otherId: string, page: PageQuery) {
      const before = queries.messagesNewestFirst.decode(page.cursor);
      const { partner, myName } = await conversationPartner(userId, otherId);
      const [rows, blocked] = await Promise.all([
        queries.listConversation(db, userId, partner._id, { limit: page.limit, before }),
        partner.formerMember ? false : queries.isBlocked(db, userId, partner._id),
      ]);
      const { items, nextCursor } = toPage(rows, page.limit, (row) => [row.createdAt.toISOString(), row.id]);
      return { conversation: presentConversation(items.reverse(), { userId, myName, partner, blocked }), nextCursor };
    },

    async inbox(userId: string, page: PageQuery) {
      const before = queries.inboxOrder.decode(page.cursor);
      const rows = await queries.listInbox(db, userId, { limit: page.limit, before });
      const { items, nextCursor } = toPage(rows, page.limit, (row) => [row.lastMessageAt.toISOString(), row.otherId]);
      return {
        items: items.map((row) => presentInboxEntry(row, pictureUrl)),
        nextCursor,
      };
    },

    unreadTotal: (userId: string) => queries.totalUnread(db, userId),

    async markRead(userId: string, otherId: string) {
      await conversationPartner(userId, otherId);
      await queries.markRead(db, userId, otherId);
      await markMessageNoticesRead(db, userId, otherId);
      // The user's other tabs update their badges.
      await publish({ userIds: [userId], event: 'read', ref: otherId });
    },

    async block(userId: string, otherId: string) {
      await otherPerson(userId, otherId, USER_NOT_FOUND);
      await queries.insertBlock(db, userId, otherId);
      await dropConversation(userId, otherId);
    },

    async unblock(userId: string, otherId: string) {
      await otherPerson(userId, otherId, USER_NOT_FOUND);
      await queries.deleteBlock(db, userId, otherId);
      await dropConversation(userId, otherId);
    },

    /** The data a live event carries; null when there is nothing to send any more. */
    async resolveNotice(notice: RealtimeNotice): Promise<unknown> {
      if (notice.event === 'read') return { userId: notice.ref };
      const row = isUuid(notice.ref) ? await queries.findMessage(db, notice.ref) : null;
      if (!row) return null;
      const [sender] = row.senderId === null ? [] : await queries.findPeople(db, [row.senderId]);
      return presentMessage(row, sender?.fullName ?? '');
    },

    /** Messages a reconnecting stream missed since the last one it saw (its Last-Event-ID). */
    async missedSince(userId: string, lastEventId: string | undefined) {
      if (!lastEventId || !isUuid(lastEventId)) return [];
      const last = await queries.findMessage(db, lastEventId);
      if (!last || (last.senderId !== userId && last.recipientId !== userId)) return [];
      const rows = await queries.listMessagesAfter(db, userId, last, REPLAY_LIMIT);
      const senderIds = new Set(rows.flatMap((row) => (row.senderId === null ? [] : [row.senderId])));
      const people = await queries.findPeople(db, [...senderIds]);
      const names = new Map(people.map((person) => [person.id, person.fullName]));
      return rows.map((row) => presentMessage(row, (row.senderId && names.get(row.senderId)) ?? ''));
    },
  };
}
