import { DEFAULT_LANGUAGE, INTL_LOCALES, LANGUAGES, type Language } from '@alumni/contract';
import { i18n } from '@lingui/core';

/**
 * The language shown, read from Lingui's active locale. A module of its own (re-exported by
 * i18n.ts) so that what i18n.ts loads, such as the server's messages, can read it without a cycle.
 */

export function isLanguage(value: unknown): value is Language {
  return LANGUAGES.some((language) => language === value);
}

/** The language now shown. */
export function currentLanguage(): Language {
  return isLanguage(i18n.locale) ? i18n.locale : DEFAULT_LANGUAGE;
}

/** The `Intl` locale of the language now shown (`en-IN`, `bn-IN`). */
export function intlLocale(): string {
  return INTL_LOCALES[currentLanguage()];
}
