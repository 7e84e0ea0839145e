import type { AuthResult, LoginBody, SignupBody } from './auth.js';
import type { Endpoint } from './endpoint.js';

/** Signing up, in and out; the paths are the original portal's, which its client still calls. */
export const signup = 'POST /api/v1/users/signup' as Endpoint<{ body: SignupBody; data: AuthResult }>;
/** Also the path of the device cookie, which only this route is sent. */
export const login = 'POST /api/v1/users/login' as Endpoint<{ body: LoginBody; data: AuthResult }>;
export const logout = 'POST /api/v1/users/logout' as Endpoint<{ data: null }>;
