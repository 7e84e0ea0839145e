import { THEME_COOKIE, THEMES, type Theme } from '@alumni/contract';
import { keepPreferenceCookie, savePreferences } from './preference-cookie';

/**
 * The colour scheme (issue 17, decision 0034): `system` follows prefers-color-scheme; `light` and
 * `dark` are set on <html data-theme>, which the server writes into each page it sends from the
 * `theme` cookie, so a chosen scheme shows from the first paint. The palette's CSS variables
 * change with it (src/dark-palette.css), so a change shows at once, without a reload.
 */

// The contract's zod-free constants (contract/src/languages.ts): no zod in the first download.
export { THEME_COOKIE, THEMES };

function isTheme(value: string | null | undefined): value is Theme {
  return (THEMES as readonly string[]).includes(value ?? '');
}

/** The `theme` cookie's value, if it holds one of the three. */
export function themeFromCookie(cookie: string = document.cookie): Theme | null {
  for (const part of cookie.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === THEME_COOKIE && isTheme(value)) return value;
  }
  return null;
}

/** The scheme in force: what the page says, else the cookie, else the system's. */
export function currentTheme(): Theme {
  const written = document.documentElement.dataset.theme;
  if (isTheme(written)) return written;
  return themeFromCookie() ?? 'system';
}

/** Shows `theme` now: explicit light or dark on <html>, nothing for the system's. */
export function applyTheme(theme: Theme) {
  const root = document.documentElement;
  if (theme === 'system') delete root.dataset.theme;
  else root.dataset.theme = theme;
}

/**
 * Shows `theme` and keeps it: the cookie is written here too, so the choice holds offline and
 * before the server answers; `PUT /api/v1/preferences` sets it for the server and, for a member,
 * on the account. A failed save leaves the choice in this browser (it is shown and kept).
 */
export async function chooseTheme(theme: Theme): Promise<void> {
  applyTheme(theme);
  keepPreferenceCookie(THEME_COOKIE, theme);
  try {
    await savePreferences({ theme });
  } catch {
    // Kept in the cookie; the account follows on the next change made online.
  }
}

/**
 * At start the cookie wins over what the page says: the offline copy of a page (kept by the
 * service worker) was written with the scheme of its day, and a server that does not write the
 * scheme yet writes none.
 */
export function applyThemeFromCookie() {
  const fromCookie = themeFromCookie();
  if (fromCookie) applyTheme(fromCookie);
}
