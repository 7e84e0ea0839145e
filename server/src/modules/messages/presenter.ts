import { type ChatPartner, MESSAGE_LIMITS, type Message } from '@alumni/contract';
import type { MessageRow } from '../../db/schema.js';
import { pictureUrl } from '../../http/uploads.js';

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

export function presentPartner(person: { id: string; fullName: string; profilePicture: string | null }): ChatPartner {
  return { _id: person.id, fullName: person.fullName, profilePicture: pictureUrl(person.profilePicture, 96) };
}

/** The start of a message for an inbox row, on one line. */
export function previewOf(content: string): string {
  const line = content.replace(/\s+/g, ' ').trim();
  return line.length <= MESSAGE_LIMITS.preview ? line : `${line.slice(0, MESSAGE_LIMITS.preview - 1)}…`;
}
