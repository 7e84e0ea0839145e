import { onlineManager, type Query, QueryClient } from '@tanstack/react-query';
import { ApiError } from './api';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /** "public" data (the institution configuration) survives the end of a session; everything else is dropped. */
      scope?: 'public';
    };
  }
}

function shouldRetry(failureCount: number, error: Error): boolean {
  // A 4xx answer will not change by asking again; network hiccups and 5xx might.
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  // Offline, what the service worker did not keep cannot come: a retry would wait for the network
  // (paused, showing "Loading…" for as long as the device is offline) instead of saying so. The
  // query asks again when the device is back online (refetchOnReconnect).
  if (error instanceof ApiError && error.code === 'NETWORK' && !onlineManager.isOnline()) return false;
  return failureCount < 2;
}

/**
 * Offline (decision 0034): a query still asks once (`offlineFirst`), so the service worker can
 * answer with what it kept, and fails at once when it kept nothing; a change is sent anyway
 * (`always`) and fails at once with the API client's "you are offline" message, rather than
 * waiting silently for a connection.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry, networkMode: 'offlineFirst' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

function isPrivate(query: Query): boolean {
  return query.meta?.scope !== 'public';
}

/** Forgets everything that belonged to the signed-in user, keeping public data so the page does not flash. */
export function removePrivateQueries(queryClient: QueryClient): void {
  void queryClient.cancelQueries({ predicate: isPrivate });
  queryClient.removeQueries({ predicate: isPrivate });
}
