import { PAGES } from '@alumni/contract';

/** The dashboard's address, for the admin layout's sections. */
export const insightPaths = { adminInsights: PAGES.adminInsights } as const;
