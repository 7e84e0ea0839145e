import type { Message } from '@alumni/contract';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useAuth } from '@/lib/auth';
import { invalidateInboxAndUnread, messageKeys } from '../api/query-keys';
import { addMessageToConversation, partnerOf } from '../lib/conversation-cache';
import { createRealtimeConnection, type RealtimeHandlers, type RealtimeStatus } from './connection';

const RealtimeStatusContext = createContext<RealtimeStatus>('closed');
/** True below the provider that owns the tab's stream: a second provider inside it adds no second stream. */
const StreamOwnedContext = createContext(false);

/** Whether live updates are flowing: the chat page says so while the connection is being re-established. */
export function useRealtimeStatus(): RealtimeStatus {
  return useContext(RealtimeStatusContext);
}

/** What each live event changes in the query cache. */
export function cacheUpdatesFor(queryClient: QueryClient, fallbackUserId: string | null): RealtimeHandlers {
  let userId = fallbackUserId;
  return {
    onReady(readyUserId) {
      userId = readyUserId;
      // What is on screen may predate the stream (a message sent while it was opening or down, a read
      // receipt, which is never replayed): load it again once events are sure to arrive.
      void queryClient.invalidateQueries({ queryKey: messageKeys.all() });
    },
    onMessage(message: Message) {
      if (userId) addMessageToConversation(queryClient, partnerOf(message, userId), message);
      void invalidateInboxAndUnread(queryClient);
    },
    onRead() {
      void invalidateInboxAndUnread(queryClient);
    },
  };
}

function StreamOwner({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { session } = useAuth();
  const token = session?.token ?? null;
  const userId = session?.userId ?? null;
  const [status, setStatus] = useState<RealtimeStatus>('closed');

  useEffect(() => {
    if (!token) return;
    const connection = createRealtimeConnection({
      token,
      handlers: { ...cacheUpdatesFor(queryClient, userId), onStatus: setStatus },
    });
    const reconnect = () => connection.reconnectNow();
    window.addEventListener('online', reconnect);
    connection.start();
    return () => {
      window.removeEventListener('online', reconnect);
      connection.stop();
      setStatus('closed');
    };
  }, [token, userId, queryClient]);

  return (
    <StreamOwnedContext value={true}>
      <RealtimeStatusContext value={status}>{children}</RealtimeStatusContext>
    </StreamOwnedContext>
  );
}

/**
 * Owns the tab's one event stream while someone is signed in: it opens with the session, closes
 * when the session ends (logout, expiry, another tab), reconnects when the browser comes back
 * online, and writes every live event into the query cache, where the pages and badges read it.
 * Mount it once, inside the QueryClientProvider; a nested one is a no-op.
 */
export function RealtimeProvider({ children }: { children: ReactNode }) {
  const streamOwned = useContext(StreamOwnedContext);
  if (streamOwned) return children;
  return <StreamOwner>{children}</StreamOwner>;
}
