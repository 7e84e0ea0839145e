import type { Endpoint } from './endpoint.js';
import type { Conversation, InboxEntry, Message, SendMessage, UnreadSummary } from './messages.js';
import type { IdParams, PageQuery } from './pagination.js';

/** The other alumnus of a conversation. */
export type ConversationParams = { userId: string };

/** The messages' endpoints (decision 0007); the paths are the original portal's, which its client still calls. */
export const send = 'POST /api/v1/messages' as Endpoint<{ body: SendMessage; data: Message }>;
export const inbox = 'GET /api/v1/conversations' as Endpoint<{ query: PageQuery; page: InboxEntry }>;
export const unread = 'GET /api/v1/conversations/unread' as Endpoint<{ data: UnreadSummary }>;
/** A page of one conversation, newest first; `meta.nextCursor` points at older messages. */
export const conversation = 'GET /api/v1/conversations/:userId' as Endpoint<{
  cached: true;
  params: ConversationParams;
  query: PageQuery;
  cursor: Conversation;
}>;
export const markRead = 'POST /api/v1/conversations/:userId/read' as Endpoint<{
  params: ConversationParams;
  data: null;
}>;
export const block = 'POST /api/v1/users/:id/block' as Endpoint<{ params: IdParams; data: null }>;
export const unblock = 'DELETE /api/v1/users/:id/block' as Endpoint<{ params: IdParams; data: null }>;
/** The signed-in member's server-sent events ("message", "read", "notifications"), opened with fetch. */
export const stream = 'GET /api/v1/realtime' as Endpoint<{ raw: string }>;
