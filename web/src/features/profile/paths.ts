import { PAGES, pageHref } from '@alumni/contract';

/**
 * The profile pages' routes. lib/paths.ts spreads these into the portal's one paths map, so links
 * elsewhere (header, account page) and the router read them from the same place.
 */
export const profilePaths = {
  ownProfile: { path: PAGES.ownProfile },
  profile: { path: PAGES.profile, getHref: (id: string) => pageHref(PAGES.profile, { id }) },
  updateProfile: { path: PAGES.updateProfile },
  /** The own-profile edit button of the original app pointed here; kept so that link still lands. */
  updateProfileAlias: { path: PAGES.updateProfileAlias },
} as const;
