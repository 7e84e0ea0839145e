import { PAGES } from '@alumni/contract';

/** The account page; lib/paths.ts spreads it into the portal's one paths map. */
export const accountPaths = {
  account: { path: PAGES.account },
} as const;
