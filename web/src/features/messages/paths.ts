/**
 * The chat pages' routes. app/paths.ts spreads these into the portal's one paths map, so links
 * elsewhere (header, profile page) and the router read them from the same place.
 */
export const messagePaths = {
  message: { path: '/message/:id', getHref: (userId: string) => `/message/${encodeURIComponent(userId)}` },
  messages: { path: '/messages' },
} as const;
