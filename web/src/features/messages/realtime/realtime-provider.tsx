import { useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useState } from 'react';
import { useAuth } from '@/lib/auth';
import type { RealtimeStatus } from './connection';

const RealtimeStatusContext = createContext<RealtimeStatus>('closed');
/** True below the provider that owns the tab's stream: a second provider inside it adds no second stream. */
const StreamOwnedContext = createContext(false);

/** Whether live updates are flowing: the chat page says so while the connection is being re-established. */
export function useRealtimeStatus(): RealtimeStatus {
  return useContext(RealtimeStatusContext);
}

function StreamOwner({ enabled, children }: { enabled: boolean; children: ReactNode }) {
  const queryClient = useQueryClient();
  const { session } = useAuth();
  const token = session?.token ?? null;
  const userId = session?.userId ?? null;
  const [status, setStatus] = useState<RealtimeStatus>('closed');

  useEffect(() => {
    if (!token || !enabled) return;
    let close: (() => void) | null = null;
    let stopped = false;
    import('./live-stream')
      .then(({ openLiveStream }) => {
        if (!stopped) close = openLiveStream({ token, userId, queryClient, onStatus: setStatus });
      })
      // Without the stream the pages still work from their own requests; the next sign-in tries again.
      .catch(() => undefined);
    return () => {
      stopped = true;
      close?.();
      setStatus('closed');
    };
  }, [token, userId, queryClient, enabled]);

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
 * Mount it once, inside the QueryClientProvider; a nested one is a no-op. `enabled` false keeps
 * the stream closed for members the API would refuse it (pending or rejected ones).
 */
export function RealtimeProvider({ enabled = true, children }: { enabled?: boolean; children: ReactNode }) {
  const streamOwned = useContext(StreamOwnedContext);
  if (streamOwned) return children;
  return <StreamOwner enabled={enabled}>{children}</StreamOwner>;
}
