import type { RouteObject } from 'react-router';
import { lazyPage } from '@/lib/lazy-page';
import { mailLinkPaths } from './paths';

/** The pages mailed links open, for anyone: served by app/more.tsx, not in the first download. */
export const authMoreRoutes: RouteObject[] = [
  {
    path: mailLinkPaths.forgotPassword.path,
    element: lazyPage(async () => (await import('./routes/forgot-password-page')).ForgotPasswordPage),
  },
  {
    path: mailLinkPaths.resetPassword.path,
    element: lazyPage(async () => (await import('./routes/reset-password-page')).ResetPasswordPage),
  },
  {
    path: mailLinkPaths.confirmEmail.path,
    element: lazyPage(async () => (await import('./routes/confirm-email-page')).ConfirmEmailPage),
  },
];
