/**
 * A reader's language and colour scheme (issue 17), without zod: the web app's first download
 * reads these (docs/decisions/0010-first-load-budget.md keeps zod out of it); the schemas are in
 * preferences.ts.
 */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** `system` follows the device's setting (prefers-color-scheme). */
export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** Cookie names: readable by scripts (not secrets), a year long, SameSite=Lax, path /. */
export const LANGUAGE_COOKIE = 'lang';
export const THEME_COOKIE = 'theme';
/** How long the language and theme cookies last, whoever writes them (the server or, offline, the web app). */
export const PREFERENCE_COOKIE_SECONDS = 365 * 86_400;

/** `Intl` locale of each language: numbers, dates and plural rules. */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-IN', bn: 'bn-IN' };
