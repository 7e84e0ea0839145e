import { PAGES } from '@alumni/contract';

/**
 * The mail outbox page: under /admin, but served by app/more.tsx (every admin route in
 * paths.ts costs the home page's first download bytes it does not have; docs/decisions/0025).
 */
export const adminMailPath = PAGES.adminMail;
