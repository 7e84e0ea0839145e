import { Navigate, Outlet, useLocation } from 'react-router';
import { useAuth } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { returnPathFrom } from '@/lib/return-path';

/**
 * Pages for signed-in alumni. It follows the stored token, so when the API reports the session
 * expired (and the client clears it) the page gives way to the sign-in page on its own.
 */
export function RequireAuth() {
  const { isAuthenticated } = useAuth();
  if (!isAuthenticated) return <Navigate to={paths.signIn.path} replace />;
  return <Outlet />;
}

/** Sign in and sign up: a signed-in user has nothing to do there and goes home, or where `returnTo` says. */
export function GuestOnly() {
  const { isAuthenticated } = useAuth();
  const { search } = useLocation();
  if (isAuthenticated) return <Navigate to={returnPathFrom(search) ?? paths.home.path} replace />;
  return <Outlet />;
}
