import { PAGES } from '@alumni/contract';

/** Sign in and sign up, for visitors; lib/paths.ts spreads them into the portal's one paths map. */
export const authPaths = {
  signIn: { path: PAGES.signIn },
  signUp: { path: PAGES.signUp },
} as const;

/**
 * The pages links in mails open, and the way to the first of them. They are served by the
 * not-found route's lazy module (app/more.tsx, with this feature's laterRoutes), so the home
 * page's first download does not carry them (docs/decisions/0025). The server's mail templates
 * use the same paths.
 */
export const mailLinkPaths = {
  forgotPassword: { path: PAGES.forgotPassword },
  resetPassword: { path: PAGES.resetPassword },
  confirmEmail: { path: PAGES.confirmEmail },
} as const;

/** The token a mailed link carries in its fragment (#token=...), which never reaches a server's logs. */
export function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}
