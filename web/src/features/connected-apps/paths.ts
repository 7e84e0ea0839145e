import { PAGES } from '@alumni/contract';

/** The pages of the portal as OpenID provider (served by app/more.tsx). */
export const connectedAppsPaths = { adminApps: PAGES.adminApps } as const;
