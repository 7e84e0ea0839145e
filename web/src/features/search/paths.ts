import { PAGES } from '@alumni/contract';

/**
 * The search page: served by app/more.tsx (with this feature's routes.tsx), since a route in the
 * first download's router costs the home page bytes it does not have (docs/decisions/0010). The
 * header's search box, which every page shows, links here with `searchHref`.
 */
export const searchPaths = {
  search: PAGES.search,
  searchHref: (q: string) => `${PAGES.search}?${new URLSearchParams({ q })}`,
} as const;
