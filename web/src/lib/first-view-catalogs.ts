/**
 * The features whose words the first view of any page shows (the home page): their catalogues load with the shell's before the first render. Every
 * other feature's catalogue loads with the first lazy page (web/src/lib/i18n.ts). The build's
 * budget (web/scripts/check-budgets.ts) counts these catalogues in the first load of `/`.
 */
export const FIRST_VIEW_FEATURES = ['home'] as const;

/** The source paths (from web/) of the catalogues the first view loads in `language`. */
export function firstViewCatalogPaths(language: string): string[] {
  return [
    `src/locales/${language}.po`,
    ...FIRST_VIEW_FEATURES.map((name) => `src/features/${name}/locales/${language}.po`),
  ];
}

/**
 * The components of other features that the home page shows (a story card's byline, an event's
 * summary card), from web/: their words are extracted into the home page's catalogue as well as
 * their own feature's (web/lingui.config.ts), so the first view has them without fetching those
 * features' whole catalogues, or every feature's (issue 35).
 */
export const HOME_CARD_SOURCES = [
  'src/features/stories/components/story-byline.tsx',
  'src/features/events/components/event-summary-card.tsx',
] as const;
