import type { RouteObject } from 'react-router';
import { lazyPage } from '@/lib/lazy-page';
import { authPaths } from './paths';

/** Sign in and sign up: children of the router's <GuestOnly /> route. */
export const authRoutes: RouteObject[] = [
  {
    path: authPaths.signIn.path,
    element: lazyPage(async () => (await import('./routes/signin-page')).SignInPage),
  },
  {
    path: authPaths.signUp.path,
    element: lazyPage(async () => (await import('./routes/signup-page')).SignUpPage),
  },
];
