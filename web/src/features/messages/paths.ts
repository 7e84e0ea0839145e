import { PAGES, pageHref } from '@alumni/contract';

/**
 * The chat pages' routes. lib/paths.ts spreads these into the portal's one paths map, so links
 * elsewhere (header, profile page) and the router read them from the same place.
 */
export const messagePaths = {
  message: { path: PAGES.message, getHref: (userId: string) => pageHref(PAGES.message, { id: userId }) },
  messages: { path: PAGES.messages },
} as const;
