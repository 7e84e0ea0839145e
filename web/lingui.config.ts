import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { HOME_CARD_SOURCES } from './src/lib/first-view-catalogs';

/**
 * Message catalogues (docs/decisions/0033-languages-in-the-web-app.md, recipe in docs/i18n.md).
 * English is the source language: the English text is written in the code, wrapped in Lingui's
 * macros, and `npm run i18n:extract` copies it into the catalogues.
 *
 * One catalogue per folder, so that people converting different features never edit the same
 * file: the shell's (app, ui, lib: what every page shows) and one per feature folder, found by
 * Lingui's `{name}` placeholder. The browser downloads the active language's catalogues only,
 * compiled by @lingui/vite-plugin when they are imported (web/src/lib/i18n.ts).
 */
export default defineConfig({
  sourceLocale: 'en',
  // <Trans> keeps values a person wrote as text (src/lib/trans.tsx).
  runtimeConfigModule: { Trans: ['@/lib/trans', 'Trans'] },
  locales: ['en', 'bn'],
  // A message the Bengali catalogue lacks shows in English rather than as its id; the check in
  // `npm test` (web/scripts/i18n-check.ts) fails on such a message all the same.
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/src/locales/{locale}',
      include: ['<rootDir>/src/app', '<rootDir>/src/ui', '<rootDir>/src/lib'],
      exclude: ['<rootDir>/src/app/layout/member-nav.tsx', '<rootDir>/src/ui/markdown/**'],
    },
    // The Markdown editor's words (its toolbar, its preview) are for the writing pages only: they
    // load with the later catalogues, not with the shell's (decision 0060).
    {
      path: '<rootDir>/src/ui/markdown/locales/{locale}',
      include: ['<rootDir>/src/ui/markdown'],
    },
    // A signed-in member's header items are not in the first download (app/layout/header.tsx),
    // nor are their words: they load with the later catalogues (lib/i18n.ts), not with the shell's.
    {
      path: '<rootDir>/src/app/layout/locales/{locale}',
      include: ['<rootDir>/src/app/layout/member-nav.tsx'],
    },
    // The home page's catalogue also holds the words of the other features' cards it shows (a
    // story's byline, an event's summary): they load with the first view, and the home page never
    // fetches those features' whole catalogues for a few words (issue 35). Those words stay in
    // their own feature's catalogue too, with the same Bengali (i18n-check's conflictingTranslations).
    {
      path: '<rootDir>/src/features/home/locales/{locale}',
      include: ['<rootDir>/src/features/home', ...HOME_CARD_SOURCES.map((source) => `<rootDir>/${source}`)],
    },
    {
      path: '<rootDir>/src/features/{name}/locales/{locale}',
      include: ['<rootDir>/src/features/{name}'],
      exclude: ['<rootDir>/src/features/home'],
    },
  ],
  orderBy: 'origin',
  // File names without line numbers: a line moving in the code does not change the catalogue.
  format: formatter({ lineNumbers: false }),
});
