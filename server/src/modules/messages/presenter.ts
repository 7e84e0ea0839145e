import { type ChatPartner, FORMER_MEMBER_NAME, type Message } from '@alumni/contract';
import type { MessageRow } from '../../db/schema.js';
import type { PictureUrl } from '../../http/uploads.js';

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
