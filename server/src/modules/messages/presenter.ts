import {
  type ChatPartner,
  type Conversation,
  FORMER_MEMBER_NAME,
  type InboxEntry,
  type Message,
} from '@alumni/contract';
import type { MessageRow } from '../../db/schema.js';
import type { PictureUrl } from '../pictures/store.js';
import type { InboxRow } from './queries.js';

/**
 * Who sent and who received a message. A deleted account's side is null in the row; the pair
 * still holds its id, so the surviving member's copy keeps the same shape (and the same sides).
 */
export function sidesOf(row: MessageRow): { senderId: string; recipientId: string } {
  const otherOf = (id: string) => (id === row.pairLow ? row.pairHigh : row.pairLow);
  if (row.senderId !== null) return { senderId: row.senderId, recipientId: row.recipientId ?? otherOf(row.senderId) };
  if (row.recipientId !== null) return { senderId: otherOf(row.recipientId), recipientId: row.recipientId };
  // Unreachable in practice: deleting the second account deletes the messages nobody can read any more.
  return { senderId: row.pairLow, recipientId: row.pairHigh };
}

/** `senderName` is the sender's profile name; a deleted sender is shown as a former member. */
export function presentMessage(row: MessageRow, senderName: string): Message {
  return {
    _id: row.id,
    ...sidesOf(row),
    senderName: row.senderId === null ? FORMER_MEMBER_NAME : senderName,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentPartner(
  person: { id: string; fullName: string; profilePicture: string | null },
  pictureUrl: PictureUrl,
): ChatPartner {
  return {
    _id: person.id,
    fullName: person.fullName,
    profilePicture: pictureUrl(person.profilePicture, 96),
    formerMember: false,
  };
}

/** The other side of a conversation whose account was deleted: its id stays, nothing else about it. */
export function presentFormerPartner(id: string): ChatPartner {
  return { _id: id, fullName: FORMER_MEMBER_NAME, profilePicture: null, formerMember: true };
}

/** A page of a conversation, in reading order: the viewer's messages under their name, the partner's under theirs. */
export function presentConversation(
  rows: MessageRow[],
  viewer: { userId: string; myName: string; partner: ChatPartner; blocked: boolean },
): Conversation {
  const { userId, myName, partner, blocked } = viewer;
  return {
    messages: rows.map((row) => presentMessage(row, row.senderId === userId ? myName : partner.fullName)),
    recipient: partner,
    blocked,
  };
}

/** One conversation in the inbox; the other side is a former member when their account was deleted. */
export function presentInboxEntry(row: InboxRow, pictureUrl: PictureUrl): InboxEntry {
  return {
    user:
      row.fullName === null
        ? presentFormerPartner(row.otherId)
        : presentPartner({ id: row.otherId, fullName: row.fullName, profilePicture: row.profilePicture }, pictureUrl),
    lastMessage: {
      preview: row.lastMessagePreview,
      senderId: row.lastSenderId,
      createdAt: row.lastMessageAt.toISOString(),
    },
    unreadCount: row.unreadCount,
  };
}
