/** A map of the `@svg-maps` packages (CC BY 4.0): one path per state or country. */
export interface SvgMap {
  viewBox: string;
  locations: readonly { id: string; name: string; path: string }[];
}

/** India's states, loaded with the page that draws them, never in the first download. */
export async function loadIndia(): Promise<SvgMap> {
  return (await import('@svg-maps/india')).default as unknown as SvgMap;
}

/** The world's countries (by lower-case ISO code), loaded only when the world is shown. */
export async function loadWorld(): Promise<SvgMap> {
  return (await import('@svg-maps/world')).default as unknown as SvgMap;
}

const fold = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/**
 * Which state of the gazetteer a shape of the India map draws, by their English names (the
 * drawing's are English whatever the page's language): the same name, or one holding the other
 * ("Andaman and Nicobar Islands", or "Daman and Diu" within "Dadra and Nagar Haveli and Daman and
 * Diu"). Null for a shape no state of the answer matches.
 */
export function stateOfShape<State extends { englishName: string }>(
  shapeName: string,
  states: readonly State[],
): State | null {
  const shape = fold(shapeName);
  return (
    states.find((state) => fold(state.englishName) === shape) ??
    states.find((state) => shape.startsWith(fold(state.englishName)) || fold(state.englishName).includes(shape)) ??
    null
  );
}
