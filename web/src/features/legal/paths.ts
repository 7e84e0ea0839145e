import { PAGES } from '@alumni/contract';

/** The privacy policy and the terms; lib/paths.ts spreads them into the portal's one paths map. */
export const legalPaths = {
  privacy: { path: PAGES.privacy },
  terms: { path: PAGES.terms },
} as const;
