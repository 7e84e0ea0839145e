import { LANGUAGE_COOKIE, type Language } from '@alumni/contract';
import { activateLanguage, currentLanguage } from './i18n';
import { keepPreferenceCookie, savePreferences } from './preference-cookie';

/**
 * Switches the app to `language` (the header's switch, and a member's account language): keeps it
 * (the server sets the cookie, and the account's field for a member), loads that language's
 * catalogues and shows it, without reloading, so nothing typed into a form is lost.
 *
 * `alongside` is what else the page shows in that language (the institution's texts): the switch
 * waits for it, so the page changes language all at once.
 *
 * Offline or with the server unreachable the switch still happens, and the cookie is written here
 * so the next page the server sends is in the same language.
 */
export async function switchLanguage(language: Language, alongside?: Promise<unknown>): Promise<void> {
  const saving = savePreferences({ language }).catch(() => keepPreferenceCookie(LANGUAGE_COOKIE, language));
  await Promise.all([activateLanguage(language, { everything: true, alongside }), saving]);
}

/** The language the switch offers: the other one. */
export function otherLanguage(language: Language = currentLanguage()): Language {
  return language === 'bn' ? 'en' : 'bn';
}
