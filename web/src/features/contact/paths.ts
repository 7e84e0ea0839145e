import { PAGES } from '@alumni/contract';

/** The Contact to Principal page's route; lib/paths.ts spreads it into the portal's one paths map. */
export const contactPaths = {
  contact: { path: PAGES.contact },
} as const;
