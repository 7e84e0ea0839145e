import { PAGES } from '@alumni/contract';

/** The admins' queue of members' requests (decision 0059), served by app/more.tsx. */
export const rightsPaths = { adminRequests: PAGES.adminRequests } as const;
