import { type PageQuery, previewOf } from '@alumni/contract';
import type { Database } from '../../db/client.js';
import { decodeCursor, isUuid, toPage } from '../../db/pagination.js';
import { AppError } from '../../http/errors.js';
import type { RealtimeNotice } from '../../http/realtime.js';
import { isVerified } from '../../http/sessions.js';
import type { PictureUrl } from '../../http/uploads.js';
import { presentMessage, presentPartner } from './presenter.js';
import * as queries from './queries.js';

/** A reconnecting stream replays at most this many missed messages; beyond that the client reloads. */
const REPLAY_LIMIT = 500;

export function createMessageService(deps: {
  db: Database;
  publish: (notice: RealtimeNotice) => Promise<void>;
  /** Drops what the server keeps of the conversation between `a` and `b`, in every process. */
  forgetConversation: (a: string, b: string) => Promise<void>;
  pictureUrl: PictureUrl;
}) {
  const { db, publish, forgetConversation, pictureUrl } = deps;

  /**
   * The other person (and the user's own name, when `withMyName`), read in one query; the other
   * must exist and must not be the user.
   */
  async function participants(userId: string, otherId: string, notFound: string, withMyName = true) {
    if (otherId === userId) throw new AppError('BAD_REQUEST', 'You cannot have a conversation with yourself.');
    const ids = withMyName ? [otherId, userId] : [otherId];
    const people = isUuid(otherId) ? await queries.findPeople(db, ids) : [];
    const other = people.find((person) => person.id === otherId);
    // Unverified and suspended accounts are not part of the community: as if they did not exist.
    if (!other || other.suspendedAt || !isVerified(other)) throw new AppError('NOT_FOUND', notFound);
    return { other, myName: people.find((person) => person.id === userId)?.fullName ?? '' };
  }

  async function otherPerson(userId: string, otherId: string, notFound: string) {
    return (await participants(userId, otherId, notFound, false)).other;
  }

  return {
    async send(sender: { userId: string }, input: { recipientId: string; content: string }) {
      if (input.recipientId === sender.userId) {
        throw new AppError('VALIDATION', 'You cannot send a message to yourself.', {
          errors: [{ path: 'recipientId', message: 'You cannot send a message to yourself.' }],
        });
      }
      const { myName } = await participants(sender.userId, input.recipientId, 'Recipient not found.');
      const [blockedByRecipient, blockedBySender] = await Promise.all([
        queries.isBlocked(db, input.recipientId, sender.userId),
        queries.isBlocked(db, sender.userId, input.recipientId),
      ]);
      if (blockedByRecipient) {
        throw new AppError('FORBIDDEN', 'This alumnus is not accepting messages from you.');
      }
      if (blockedBySender) {
        throw new AppError('FORBIDDEN', 'You have blocked this alumnus. Unblock them to send a message.');
      }
      const row = await queries.insertMessage(db, {
        senderId: sender.userId,
        recipientId: input.recipientId,
        content: input.content,
        preview: previewOf(input.content),
      });
      // Before the live event: whoever it reaches and reloads the conversation finds the message.
      await forgetConversation(sender.userId, input.recipientId);
      await publish({ userIds: [row.senderId, row.recipientId], event: 'message', id: row.id, ref: row.id });
      return presentMessage(row, myName);
    },

    /** One page of a conversation, newest page first, messages in reading order within it. */
    async conversation(userId: string, otherId: string, page: PageQuery) {
      const before = decodeCursor(page.cursor, ['timestamp', 'uuid']) as [string, string] | null;
      const { other, myName } = await participants(userId, otherId, 'User not found.');
      const [rows, blocked] = await Promise.all([
        queries.listConversation(db, userId, otherId, { limit: page.limit, before }),
        queries.isBlocked(db, userId, other.id),
      ]);
      const { items, nextCursor } = toPage(rows, page.limit, (row) => [row.createdAt.toISOString(), row.id]);
      const names = new Map([
        [userId, myName],
        [other.id, other.fullName],
      ]);
      return {
        conversation: {
          messages: items.reverse().map((row) => presentMessage(row, names.get(row.senderId) ?? '')),
          recipient: presentPartner(other, pictureUrl),
          blocked,
        },
        nextCursor,
      };
    },

    async inbox(userId: string, page: PageQuery) {
      const before = decodeCursor(page.cursor, ['timestamp', 'uuid']) as [string, string] | null;
      const rows = await queries.listInbox(db, userId, { limit: page.limit, before });
      const { items, nextCursor } = toPage(rows, page.limit, (row) => [row.lastMessageAt.toISOString(), row.otherId]);
      return {
        items: items.map((row) => ({
          user: presentPartner(
            { id: row.otherId, fullName: row.fullName, profilePicture: row.profilePicture },
            pictureUrl,
          ),
          lastMessage: {
            preview: row.lastMessagePreview,
            senderId: row.lastSenderId,
            createdAt: row.lastMessageAt.toISOString(),
          },
          unreadCount: row.unreadCount,
        })),
        nextCursor,
      };
    },

    unreadTotal: (userId: string) => queries.totalUnread(db, userId),

    async markRead(userId: string, otherId: string) {
      await otherPerson(userId, otherId, 'User not found.');
      await queries.markRead(db, userId, otherId);
      // The user's other tabs update their badges.
      await publish({ userIds: [userId], event: 'read', ref: otherId });
    },

    async block(userId: string, otherId: string) {
      await otherPerson(userId, otherId, 'User not found.');
      await queries.insertBlock(db, userId, otherId);
      await forgetConversation(userId, otherId);
    },

    async unblock(userId: string, otherId: string) {
      await otherPerson(userId, otherId, 'User not found.');
      await queries.deleteBlock(db, userId, otherId);
      await forgetConversation(userId, otherId);
    },

    /** The data a live event carries; null when there is nothing to send any more. */
    async resolveNotice(notice: RealtimeNotice): Promise<unknown> {
      if (notice.event === 'read') return { userId: notice.ref };
      const row = isUuid(notice.ref) ? await queries.findMessage(db, notice.ref) : null;
      if (!row) return null;
      const [sender] = await queries.findPeople(db, [row.senderId]);
      return presentMessage(row, sender?.fullName ?? '');
    },

    /** Messages a reconnecting stream missed since the last one it saw (its Last-Event-ID). */
    async missedSince(userId: string, lastEventId: string | undefined) {
      if (!lastEventId || !isUuid(lastEventId)) return [];
      const last = await queries.findMessage(db, lastEventId);
      if (!last || (last.senderId !== userId && last.recipientId !== userId)) return [];
      const rows = await queries.listMessagesAfter(db, userId, last, REPLAY_LIMIT);
      const people = await queries.findPeople(db, [...new Set(rows.map((row) => row.senderId))]);
      const names = new Map(people.map((person) => [person.id, person.fullName]));
      return rows.map((row) => presentMessage(row, names.get(row.senderId) ?? ''));
    },
  };
}
