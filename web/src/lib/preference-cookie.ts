import { endpoints, PREFERENCE_COOKIE_SECONDS, type Preferences, type PreferencesUpdate } from '@alumni/contract';
import { api } from './api';

/**
 * Keeps a reader's choice (language or theme) in its cookie from the browser, as the server's
 * `PUT /api/v1/preferences` would: a year long, path /, SameSite=Lax. Used where the choice must
 * hold before, or without, the server's answer (offline).
 */
export function keepPreferenceCookie(name: string, value: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the portal serves (Firefox, older Safari) nor in jsdom
  document.cookie = `${name}=${value}; Path=/; Max-Age=${PREFERENCE_COOKIE_SECONDS}; SameSite=Lax`;
}

/** Tells the server a reader's choice: it sets the cookie and, for a member, the account's field. */
export function savePreferences(body: PreferencesUpdate): Promise<Preferences> {
  return api.call(endpoints.preferences.update, { body }, { auth: true });
}
