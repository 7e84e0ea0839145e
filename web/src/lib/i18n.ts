import { DEFAULT_LANGUAGE, type Language } from '@alumni/contract';
import { i18n, type Messages } from '@lingui/core';
import { currentLanguage, isLanguage } from './current-language';
import { firstViewCatalogPaths } from './first-view-catalogs';
import { loadServerMessages } from './server-messages';

/**
 * The web app's languages (issue 17, docs/decisions/0033-languages-in-the-web-app.md; how to
 * convert a page: docs/i18n.md). Lingui's macros compile each message to an id; the catalogues
 * (one per folder: the shell's in src/locales, each feature's in its own locales folder) are
 * compiled by @lingui/vite-plugin when imported, and only the active language's are downloaded.
 */

export { currentLanguage, intlLocale, isLanguage } from './current-language';
export { i18n };

type CatalogModule = { messages: Messages };
type Loaders = Record<string, () => Promise<CatalogModule>>;

// Each .po file is a chunk of its own, fetched on first need.
const shellCatalogs: Loaders = import.meta.glob<CatalogModule>('../locales/*.po');
// With them, the words of the signed-in member's header items (app/layout/member-nav.tsx) and of
// the Markdown editor (ui/markdown).
const featureCatalogs: Loaders = import.meta.glob<CatalogModule>([
  '../features/*/locales/*.po',
  '../app/layout/locales/*.po',
  '../ui/markdown/locales/*.po',
]);

/** The language the server wrote into `<html lang>` (from the cookie, the account or Accept-Language). */
export function pageLanguage(page: Document = document): Language {
  const lang = page.documentElement.lang.slice(0, 2).toLowerCase();
  return isLanguage(lang) ? lang : DEFAULT_LANGUAGE;
}

async function loadFrom(loaders: Loaders, paths: string[]): Promise<Messages> {
  const modules = await Promise.all(paths.flatMap((path) => (loaders[path] ? [loaders[path]()] : [])));
  return Object.assign({}, ...modules.map((module) => module.messages));
}

function allFeaturePaths(language: Language): string[] {
  return Object.keys(featureCatalogs).filter((path) => path.endsWith(`/locales/${language}.po`));
}

const everyCatalog = new Map<Language, Promise<void>>();
/**
 * Loads every feature's catalogue of `language` (once) into Lingui, and the server's messages in
 * that language (lib/server-messages.ts): what a lazy page or a switch on an open page needs. The
 * first view does without both, so neither weighs on the first load.
 */
export function loadEveryCatalog(language: Language): Promise<void> {
  let loading = everyCatalog.get(language);
  if (!loading) {
    loading = Promise.all([
      loadFrom(featureCatalogs, allFeaturePaths(language)).then((messages) => i18n.load(language, messages)),
      loadServerMessages(language),
    ]).then(() => undefined);
    // A failed download (offline) may be tried again by the next page.
    loading.catch(() => everyCatalog.delete(language));
    everyCatalog.set(language, loading);
  }
  return loading;
}

/**
 * Shows `language`: loads the shell's and the first view's catalogues (and, with `everything`,
 * every feature's, as a switch on an open page needs), and waits for `alongside` (what else the
 * page words in that language, such as the institution's texts; a promise that never fails), then
 * activates it and sets `<html lang>`: everything changes language in one render.
 */
export async function activateLanguage(
  language: Language,
  { everything = false, alongside }: { everything?: boolean; alongside?: Promise<unknown> } = {},
): Promise<void> {
  // The glob's keys are relative to this folder: "../locales/bn.po", "../features/home/locales/bn.po".
  const paths = firstViewCatalogPaths(language).map((path) => path.replace(/^src\//, '../'));
  const [shell, features] = await Promise.all([
    loadFrom(shellCatalogs, paths),
    loadFrom(featureCatalogs, paths),
    everything ? loadEveryCatalog(language) : undefined,
    alongside,
  ]);
  i18n.load(language, { ...shell, ...features });
  i18n.activate(language);
  document.documentElement.lang = language;
}

/**
 * What a lazy page waits for besides its code: the catalogues of the language shown, fetched
 * alongside the page's chunks. A failed download shows the English source text rather than no
 * page (Lingui falls back to the message itself).
 */
export function whenPageMessagesLoaded(): Promise<void> {
  return loadEveryCatalog(currentLanguage()).catch(() => undefined);
}
