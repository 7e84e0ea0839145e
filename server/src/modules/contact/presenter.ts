import type { AdminContactMessage, ContactMessage } from '@alumni/contract';
import type { contactMessages } from '../../db/schema.js';
import type { InboxRow } from './queries.js';

type ContactRow = typeof contactMessages.$inferSelect;

/** A message as its sender sees it. */
export function presentContactMessage(row: ContactRow): ContactMessage {
  return {
    _id: row.id,
    subject: row.subject,
    message: row.message,
    createdAt: row.createdAt.toISOString(),
    handledAt: row.handledAt?.toISOString() ?? null,
  };
}

/** A message in the admins' inbox: with its sender's account, or the name and address a visitor gave. */
export function presentAdminContactMessage(row: InboxRow): AdminContactMessage {
  return {
    ...presentContactMessage(row.message),
    sender: row.sender
      ? { _id: row.sender.id, fullName: row.sender.fullName, email: row.sender.email }
      : { _id: null, fullName: row.message.senderName ?? '', email: row.message.senderEmail ?? '' },
    reply:
      row.message.reply !== null && row.message.repliedAt !== null
        ? {
            message: row.message.reply,
            repliedAt: row.message.repliedAt.toISOString(),
            repliedBy: row.message.repliedByName ?? '',
          }
        : null,
  };
}
