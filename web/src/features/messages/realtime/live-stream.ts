import type { QueryClient } from '@tanstack/react-query';
import { cacheUpdatesFor } from './cache-updates';
import { createRealtimeConnection, type RealtimeStatus } from './connection';

/**
 * Opens the tab's event stream for a signed-in member: its events go into the query cache, and it
 * reconnects at once when the browser comes back online or the tab comes back into view (where a
 * stream replaced by the member's newer ones waits). Returns what closes it. Loaded by the
 * RealtimeProvider only when there is a member to stream for, so a visitor's first page does not
 * download the stream, its parser or its message checks.
 */
export function openLiveStream({
  token,
  userId,
  queryClient,
  onStatus,
}: {
  token: string;
  userId: string | null;
  queryClient: QueryClient;
  onStatus: (status: RealtimeStatus) => void;
}): () => void {
  const connection = createRealtimeConnection({
    token,
    handlers: { ...cacheUpdatesFor(queryClient, userId), onStatus },
  });
  const reconnect = () => connection.reconnectNow();
  const reconnectInView = () => {
    if (document.visibilityState === 'visible') connection.reconnectNow();
  };
  window.addEventListener('online', reconnect);
  document.addEventListener('visibilitychange', reconnectInView);
  connection.start();
  return () => {
    window.removeEventListener('online', reconnect);
    document.removeEventListener('visibilitychange', reconnectInView);
    connection.stop();
  };
}
