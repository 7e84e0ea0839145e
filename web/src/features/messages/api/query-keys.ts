import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the messages feature. All of it is private: it is dropped when the session ends. */
export const messageKeys = {
  all: () => ['messages'] as const,
  conversation: (userId: string) => ['messages', 'conversation', userId] as const,
  inbox: () => ['messages', 'inbox'] as const,
  unread: () => ['messages', 'unread'] as const,
};

export const CONVERSATION_PAGE_SIZE = 30;
export const INBOX_PAGE_SIZE = 20;

/** The inbox rows and the header badge both change whenever a message is sent, received or read. */
export async function invalidateInboxAndUnread(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: messageKeys.inbox() }),
    queryClient.invalidateQueries({ queryKey: messageKeys.unread() }),
  ]);
}
