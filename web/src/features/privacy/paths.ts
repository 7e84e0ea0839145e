import { PAGES } from '@alumni/contract';

/** The privacy centre: served by app/more.tsx (not in the first download); the account page links here. */
export const privacyCentrePath = PAGES.privacyCentre;
