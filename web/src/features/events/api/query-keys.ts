import type { QueryClient } from '@tanstack/react-query';

/** Query keys of the events feature; mutations invalidate by these prefixes. */
export const eventKeys = {
  /** Upcoming events (soonest first), one cache entry per page size. */
  upcoming: () => ['events', 'upcoming'] as const,
  upcomingList: (limit: number) => ['events', 'upcoming', { limit }] as const,
  /** The first page alone, as a plain query (the home page's short list). */
  upcomingFirstPage: (limit: number) => ['events', 'upcoming', 'first', { limit }] as const,
  /** The signed-in user's own events: private, dropped when the session ends. */
  mine: () => ['events', 'mine'] as const,
  mineList: (limit: number) => ['events', 'mine', { limit }] as const,
  detail: (id: string) => ['events', 'detail', id] as const,
};

export const EVENTS_PAGE_SIZE = 10;

/**
 * After an event is created, changed or deleted, every list that may show it loads again. Mutations
 * return this promise, so they stay pending until the lists on screen have caught up.
 */
export async function invalidateEventLists(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: eventKeys.upcoming() }),
    queryClient.invalidateQueries({ queryKey: eventKeys.mine() }),
  ]);
}
