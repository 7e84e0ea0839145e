import { PAGES } from '@alumni/contract';
import type { RouteObject } from 'react-router';
import { lazyPage } from '@/lib/lazy-page';

/** Sign in and sign up: in the first download, children of the router's <GuestOnly /> route. */
export const authRoutes: RouteObject[] = [
  {
    path: PAGES.signIn,
    element: lazyPage(async () => (await import('./routes/signin-page')).SignInPage),
  },
  {
    path: PAGES.signUp,
    element: lazyPage(async () => (await import('./routes/signup-page')).SignUpPage),
  },
];

/**
 * The pages mailed links open, for anyone: not in the first download (FIRST_DOWNLOAD in the
 * contract's page table), composed by app/more.tsx.
 */
export const authLaterRoutes: RouteObject[] = [
  {
    path: PAGES.forgotPassword,
    element: lazyPage(async () => (await import('./routes/forgot-password-page')).ForgotPasswordPage),
  },
  {
    path: PAGES.resetPassword,
    element: lazyPage(async () => (await import('./routes/reset-password-page')).ResetPasswordPage),
  },
  {
    path: PAGES.confirmEmail,
    element: lazyPage(async () => (await import('./routes/confirm-email-page')).ConfirmEmailPage),
  },
];
