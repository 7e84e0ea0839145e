import { PAGES } from '@alumni/contract';

/** The Donation page's route; lib/paths.ts spreads it into the portal's one paths map. */
export const donationPaths = {
  donation: { path: PAGES.donation },
} as const;
