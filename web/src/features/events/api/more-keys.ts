/**
 * Query keys of what only the events pages (never the home page) read: kept apart from
 * query-keys.ts, which the home page's first download carries.
 */
export const eventPageKeys = {
  /** Events before today, latest first. */
  past: () => ['events', 'past'] as const,
  pastList: (limit: number) => ['events', 'past', { limit }] as const,
  /** The signed-in member's place at one event: private, dropped when the session ends. */
  registration: (id: string) => ['events', 'registration', id] as const,
  attendees: (id: string) => ['events', 'attendees', id] as const,
  /** The organiser's sheet of everyone registered, with whether each came: private to the organiser and admins. */
  registrants: (id: string) => ['events', 'registrants', id] as const,
  /** Whether the member has a private calendar feed. */
  calendarFeed: () => ['events', 'calendar-feed'] as const,
};
