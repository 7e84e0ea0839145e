import type { Account } from './auth.js';
import type { Endpoint } from './endpoint.js';
import type { AccountDeletion, PasswordChange } from './profiles.js';

/** The signed-in member's account; the paths are the original portal's where it had them. */
export const mine = 'GET /api/v1/user/' as Endpoint<{ data: Account }>;
export const changePassword = 'POST /api/v1/users/me/password' as Endpoint<{ body: PasswordChange; data: null }>;
/** Everything the portal holds about the member, in the envelope, sent as a file to save. */
export const exportData = 'GET /api/v1/users/me/export' as Endpoint<{ data: unknown }>;
/** Deleting the account sends a body with DELETE: the password, as confirmation. */
export const remove = 'DELETE /api/v1/users/me' as Endpoint<{ body: AccountDeletion; data: null }>;
