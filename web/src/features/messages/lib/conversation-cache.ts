import type { Conversation, Message } from '@alumni/contract';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { messageKeys } from '../api/query-keys';

/** One page of a conversation; `nextCursor` points at older messages (null when there are none). */
export interface ConversationPage extends Conversation {
  nextCursor: string | null;
}

/** The pages loaded so far: the first is the newest, each in reading order. */
export type ConversationData = InfiniteData<ConversationPage, string | undefined>;

function isBefore(a: Message, b: Message): boolean {
  return a.createdAt < b.createdAt || (a.createdAt === b.createdAt && a._id < b._id);
}

function isConversationData(value: unknown): value is ConversationData {
  return typeof value === 'object' && value !== null && 'pages' in value && Array.isArray(value.pages);
}

/**
 * A refetch answers with the conversation as it was when the request left; a message that arrived
 * live meanwhile is newer than anything in the answer and would vanish with the old data. This
 * keeps those: what `cached` holds past the newest message of `fetched` goes on after it.
 */
export function keepLiveMessages(cached: unknown, fetched: unknown): unknown {
  if (!isConversationData(cached) || !isConversationData(fetched)) return fetched;
  const [fetchedNewest, ...fetchedOlder] = fetched.pages;
  const cachedNewest = cached.pages[0];
  if (!fetchedNewest || !cachedNewest) return fetched;
  const newestFetched = fetchedNewest.messages.at(-1);
  const fetchedIds = new Set(fetchedNewest.messages.map((message) => message._id));
  const live = cachedNewest.messages.filter(
    (message) => !fetchedIds.has(message._id) && (!newestFetched || isBefore(newestFetched, message)),
  );
  if (live.length === 0) return fetched;
  return { ...fetched, pages: [{ ...fetchedNewest, messages: [...fetchedNewest.messages, ...live] }, ...fetchedOlder] };
}

/**
 * Adds a message (sent here, or received live) to the cached conversation with `partnerId`, if
 * that conversation is loaded. A message already there (by _id) is left as it is.
 */
export function addMessageToConversation(queryClient: QueryClient, partnerId: string, message: Message): void {
  queryClient.setQueryData<ConversationData>(messageKeys.conversation(partnerId), (data) => {
    const [newest, ...older] = data?.pages ?? [];
    if (!data || !newest) return data;
    if (data.pages.some((page) => page.messages.some((known) => known._id === message._id))) return data;
    const messages = [...newest.messages, message];
    // ISO timestamps sort as text; a late arrival still lands in its place.
    if (newest.messages.some((known) => isBefore(message, known))) {
      messages.sort((a, b) => (isBefore(a, b) ? -1 : 1));
    }
    return { ...data, pages: [{ ...newest, messages }, ...older] };
  });
}

/** Records in the cached conversation whether the signed-in user blocks `partnerId`. */
export function setConversationBlocked(queryClient: QueryClient, partnerId: string, blocked: boolean): void {
  queryClient.setQueryData<ConversationData>(messageKeys.conversation(partnerId), (data) =>
    data ? { ...data, pages: data.pages.map((page) => ({ ...page, blocked })) } : data,
  );
}

/** The other person of a message, seen from `userId`. */
export function partnerOf(message: Message, userId: string): string {
  return message.senderId === userId ? message.recipientId : message.senderId;
}
