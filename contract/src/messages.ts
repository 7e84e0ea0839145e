import { z } from 'zod';
import { multiLineCheck } from './fields.js';
import { fieldMessage } from './i18n/format.js';
import { pageQuerySchema } from './pagination.js';

export const MESSAGE_LIMITS = {
  content: 4_000,
  /** Characters of the last message an inbox row shows. */
  preview: 120,
} as const;

/** The start of a message for an inbox row, on one line. */
export function previewOf(content: string): string {
  const line = content.replace(/\s+/g, ' ').trim();
  return line.length <= MESSAGE_LIMITS.preview ? line : `${line.slice(0, MESSAGE_LIMITS.preview - 1)}…`;
}

export const sendMessageSchema = z.object({
  recipientId: z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? fieldMessage('field.required', { field: 'label.recipient' })
          : fieldMessage('field.must_be_id', { field: 'label.recipient' }),
    })
    .min(1, { error: fieldMessage('field.required', { field: 'label.recipient' }) })
    .max(100, { error: fieldMessage('field.must_be_id', { field: 'label.recipient' }) })
    .toLowerCase(),
  content: z
    .string({
      error: (issue) =>
        issue.input === undefined
          ? fieldMessage('field.required', { field: 'label.message' })
          : fieldMessage('field.must_be_text', { field: 'label.message' }),
    })
    .trim()
    .min(1, { error: fieldMessage('field.cannot_be_empty', { field: 'label.message' }) })
    .max(MESSAGE_LIMITS.content, {
      error: fieldMessage('field.max_length', { field: 'label.message', max: MESSAGE_LIMITS.content }),
    })
    .check(multiLineCheck('label.message')),
});
export type SendMessage = z.input<typeof sendMessageSchema>;

export const messageSchema = z.object({
  _id: z.string(),
  senderId: z.string(),
  /** The sender's profile name, or "A former member" once their account was deleted. */
  senderName: z.string(),
  recipientId: z.string(),
  content: z.string(),
  createdAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const chatPartnerSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  profilePicture: z.string().nullable(),
  /**
   * The account was deleted: its messages stay in the other member's copy of the conversation,
   * under the name "A former member", and it cannot be written to, blocked or looked up.
   */
  formerMember: z.boolean(),
});
export type ChatPartner = z.infer<typeof chatPartnerSchema>;

/** One page of a conversation: messages oldest first within the page; meta.nextCursor points at older ones. */
export const conversationSchema = z.object({
  messages: z.array(messageSchema),
  recipient: chatPartnerSchema,
  /** Whether the signed-in user has blocked this person. */
  blocked: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

export const conversationQuerySchema = pageQuerySchema;

export const inboxEntrySchema = z.object({
  user: chatPartnerSchema,
  lastMessage: z.object({ preview: z.string(), senderId: z.string(), createdAt: z.string() }),
  unreadCount: z.number().int(),
});
export type InboxEntry = z.infer<typeof inboxEntrySchema>;

export const unreadSummarySchema = z.object({ total: z.number().int() });
export type UnreadSummary = z.infer<typeof unreadSummarySchema>;

/**
 * What the realtime stream (GET /api/v1/realtime, server-sent events) sends:
 * `message` with a Message, `read` when one of the user's sessions read a conversation, and
 * `replaced` (no data) just before the server closes it for a newer stream of the same member.
 */
export const realtimeReadSchema = z.object({ userId: z.string() });
