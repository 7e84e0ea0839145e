import { PAGES } from '@alumni/contract';

/** The directory's route; lib/paths.ts spreads it into the portal's one paths map. */
export const communityPaths = {
  community: { path: PAGES.community },
} as const;
