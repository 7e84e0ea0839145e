import { PAGES } from '@alumni/contract';
import type { RouteObject } from 'react-router';
import { VerifiedOnly } from '@/features/account';
import { lazyPage } from '@/lib/lazy-page';
import { prefetchEventsPage } from './prefetch';

/** The events anyone may read: siblings of the router's public pages. */
export const eventRoutes: RouteObject[] = [
  {
    path: PAGES.events,
    element: lazyPage(async () => (await import('./routes/events-page')).EventsPage, prefetchEventsPage),
  },
  {
    path: PAGES.event,
    element: lazyPage(async () => (await import('./routes/event-page')).EventPage),
  },
];

/**
 * Creating and one's own events: children of the router's <RequireAuth /> route. Creating and
 * editing are for verified members.
 */
export const eventMemberRoutes: RouteObject[] = [
  {
    path: PAGES.createEvent,
    element: (
      <VerifiedOnly>{lazyPage(async () => (await import('./routes/create-event-page')).CreateEventPage)}</VerifiedOnly>
    ),
  },
  {
    path: PAGES.editEvent,
    element: (
      <VerifiedOnly>{lazyPage(async () => (await import('./routes/edit-event-page')).EditEventPage)}</VerifiedOnly>
    ),
  },
  {
    path: PAGES.userEvents,
    element: lazyPage(async () => (await import('./routes/user-events-page')).UserEventsPage),
  },
];
