import type { Message } from '@alumni/contract';
import type { QueryClient } from '@tanstack/react-query';
import { notificationKeys } from '@/features/notifications';
import { invalidateInboxAndUnread, messageKeys } from '../api/query-keys';
import { addMessageToConversation, partnerOf } from '../lib/conversation-cache';
import type { RealtimeHandlers } from './connection';

/** What each live event changes in the query cache. */
export function cacheUpdatesFor(queryClient: QueryClient, fallbackUserId: string | null): RealtimeHandlers {
  let userId = fallbackUserId;
  return {
    onReady(readyUserId) {
      userId = readyUserId;
      // What is on screen may predate the stream (a message sent while it was opening or down, a read
      // receipt, which is never replayed): load it again once events are sure to arrive.
      void queryClient.invalidateQueries({ queryKey: messageKeys.all() });
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all() });
    },
    onMessage(message: Message) {
      if (userId) addMessageToConversation(queryClient, partnerOf(message, userId), message);
      void invalidateInboxAndUnread(queryClient);
    },
    onRead() {
      void invalidateInboxAndUnread(queryClient);
    },
    onNotifications(unread) {
      queryClient.setQueryData(notificationKeys.unread(), unread);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    },
  };
}
