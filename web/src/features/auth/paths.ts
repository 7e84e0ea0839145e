/**
 * The pages links in mails open, and the way to the first of them. They are served by the
 * not-found route's lazy module (app/more.tsx), so the home page's first download does
 * not carry them (docs/decisions/0025). The server's mail templates use the same paths.
 */
export const mailLinkPaths = {
  forgotPassword: { path: '/forgot-password' },
  resetPassword: { path: '/reset-password' },
  confirmEmail: { path: '/confirm-email' },
} as const;

/** The token a mailed link carries in its fragment (#token=...), which never reaches a server's logs. */
export function tokenFromHash(hash: string): string {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') ?? '';
}
