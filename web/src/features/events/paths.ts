import { PAGES, pageHref } from '@alumni/contract';

/** The events pages; lib/paths.ts spreads them into the portal's one paths map. */
export const eventPaths = {
  events: { path: PAGES.events },
  event: { path: PAGES.event, getHref: (id: string) => pageHref(PAGES.event, { id }) },
  editEvent: { path: PAGES.editEvent, getHref: (id: string) => pageHref(PAGES.editEvent, { id }) },
  createEvent: { path: PAGES.createEvent },
  userEvents: { path: PAGES.userEvents },
} as const;
