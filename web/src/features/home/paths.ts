import { PAGES } from '@alumni/contract';

/** The home page; lib/paths.ts spreads it into the portal's one paths map. */
export const homePaths = {
  home: { path: PAGES.home },
} as const;
