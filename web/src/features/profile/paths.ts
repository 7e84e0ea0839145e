/**
 * The profile pages' routes. app/paths.ts spreads these into the portal's one paths map, so links
 * elsewhere (header, account page) and the router read them from the same place.
 */
export const profilePaths = {
  ownProfile: { path: '/profile' },
  profile: { path: '/profile/:id', getHref: (id: string) => `/profile/${encodeURIComponent(id)}` },
  updateProfile: { path: '/updateProfilePage' },
  /** The own-profile edit button of the original app pointed here; kept so that link still lands. */
  updateProfileAlias: { path: '/updateprofile' },
} as const;
