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
