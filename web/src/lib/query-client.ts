import { type Query, QueryClient } from '@tanstack/react-query';
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
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
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
