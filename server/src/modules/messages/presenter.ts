import type { ChatPartner, Message } from '@alumni/contract';
import type { MessageRow } from '../../db/schema.js';
import type { PictureUrl } from '../../http/uploads.js';

export function presentMessage(row: MessageRow, senderName: string): Message {
  return {
    _id: row.id,
    senderId: row.senderId,
    senderName,
    recipientId: row.recipientId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentPartner(
  person: { id: string; fullName: string; profilePicture: string | null },
  pictureUrl: PictureUrl,
): ChatPartner {
  return { _id: person.id, fullName: person.fullName, profilePicture: pictureUrl(person.profilePicture, 96) };
}
