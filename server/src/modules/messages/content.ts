import { and, asc, eq, isNull, or, sql } from 'drizzle-orm';
import { messages } from '../../db/schema.js';
import { defineContent } from '../content.js';
import { refreshConversationPreview } from './queries.js';

export const messageContent = defineContent({
  name: 'message',
  table: messages,
  // A conversation belongs to both sides: each keeps what they sent and were sent.
  people: [
    { column: messages.senderId, afterDeletion: 'kept' },
    { column: messages.recipientId, afterDeletion: 'kept' },
  ],
  cacheTag: 'conversations',
  moderation: {
    id: messages.id,
    author: messages.senderId,
    label: sql<string>`left(${messages.content}, 80)`,
    text: messages.content,
    hiddenAt: messages.hiddenAt,
    words: {
      notFound: 'moderation.not_found.message',
      alreadyReported: 'moderation.already_reported.message',
      alreadyHidden: 'moderation.already_hidden.message',
      notHidden: 'moderation.not_hidden.message',
    },
    recipient: messages.recipientId,
    afterHiddenChange: refreshConversationPreview,
  },
  export: {
    key: 'messages',
    // Both sides of the member's conversations, less what a moderator hid from them (their own hidden messages are theirs).
    load: async (db, userId) => {
      const rows = await db
        .select()
        .from(messages)
        .where(or(eq(messages.senderId, userId), and(eq(messages.recipientId, userId), isNull(messages.hiddenAt))))
        .orderBy(asc(messages.createdAt), asc(messages.id));
      return { rows, people: rows.flatMap((message) => [message.senderId, message.recipientId]) };
    },
    present: (message, { userId, person }) => {
      const sent = message.senderId === userId;
      return {
        _id: message.id,
        direction: sent ? 'sent' : 'received',
        with: person(sent ? message.recipientId : message.senderId),
        content: message.content,
        createdAt: message.createdAt.toISOString(),
        hiddenByModerator: message.hiddenAt !== null,
      };
    },
  },
  whileSuspended: {
    shown:
      'a message was sent to one person, who keeps it; a suspended member can neither send nor be sent more (messages/service.ts)',
  },
  digest: { notInDigest: 'a message is for the one it was sent to' },
  listedAt: null,
});
