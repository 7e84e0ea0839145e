import { PAGES } from '@alumni/contract';

/** The members' map: served by app/more.tsx with this feature's routes.tsx. */
export const mapPaths = {
  map: PAGES.map,
} as const;
