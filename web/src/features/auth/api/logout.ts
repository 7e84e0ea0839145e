import { endpoints } from '@alumni/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { api } from '@/lib/api';
import { clearSession, getToken } from '@/lib/auth';
import { paths } from '@/lib/paths';

export function logout(token: string): Promise<null> {
  return api.call(endpoints.auth.logout, {}, { token });
}

/**
 * Signs out at once, without waiting for the server: the stored session is removed (which also
 * drops the user's cached data, see AppProvider) and the server is told to end the session.
 * If that call fails the server-side session simply runs out on its own.
 */
export function useLogout(): () => void {
  const navigate = useNavigate();
  return useCallback(() => {
    const token = getToken();
    clearSession();
    navigate(paths.signIn.path);
    if (token) logout(token).catch(() => undefined);
  }, [navigate]);
}
