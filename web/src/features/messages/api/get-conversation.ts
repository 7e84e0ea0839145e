import { conversationSchema, endpoints, type Message } from '@alumni/contract';
import { infiniteQueryOptions, replaceEqualDeep, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { type ConversationPage, keepLiveMessages } from '../lib/conversation-cache';
import { CONVERSATION_PAGE_SIZE, messageKeys } from './query-keys';

export async function getConversation(
  userId: string,
  page: { limit: number; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<ConversationPage> {
  const { data, nextCursor } = await api.cursor(
    endpoints.messages.conversation,
    { params: { userId }, query: page },
    { auth: true, ...(signal ? { signal } : {}), check: conversationSchema },
  );
  return { ...data, nextCursor };
}

export function conversationQueryOptions(userId: string, limit = CONVERSATION_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: messageKeys.conversation(userId),
    queryFn: ({ pageParam, signal }) => getConversation(userId, { limit, cursor: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage: ConversationPage) => lastPage.nextCursor ?? undefined,
    // Live messages that arrived while a refetch was under way must survive its answer.
    structuralSharing: (cached, fetched) => replaceEqualDeep(cached, keepLiveMessages(cached, fetched)),
  });
}

/** The conversation with one alumnus, newest page first; older pages load on request. */
export function useConversation(userId: string) {
  return useInfiniteQuery(conversationQueryOptions(userId));
}

/** Every loaded message once, oldest first (a live event and a page can both hold the same one). */
export function messagesOf(data: { pages: readonly ConversationPage[] } | undefined): Message[] {
  if (!data) return [];
  const seen = new Set<string>();
  const messages: Message[] = [];
  for (const page of [...data.pages].reverse()) {
    for (const message of page.messages) {
      if (seen.has(message._id)) continue;
      seen.add(message._id);
      messages.push(message);
    }
  }
  return messages;
}
