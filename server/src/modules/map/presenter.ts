import { type Language, MAP_SMALLEST_PLACE, type MapLevel, type MapPlace, type MemberMap } from '@alumni/contract';
import { countryNameIn, findCity, findState, stateNameIn } from '../../lib/gazetteer.js';

/**
 * A place as the map names it: in the language asked for countries (ICU) and states (CLDR, where
 * it has them), in GeoNames' name for cities; `englishName` is what the drawings are labelled by.
 */
function placeOf(level: MapLevel, id: string, count: number, language: Language): MapPlace | null {
  if (level === 'country') {
    return { id, name: countryNameIn(id, language), englishName: countryNameIn(id, 'en'), country: id, count };
  }
  if (level === 'state') {
    const state = findState(id);
    return state
      ? { id, name: stateNameIn(state, language), englishName: state.name, country: state.country, count }
      : null;
  }
  const city = findCity(Number(id));
  return city ? { id, name: city.name, englishName: city.name, country: city.country, count } : null;
}

/**
 * Counts per place as the map shows them (decision 0055): a place with fewer than
 * MAP_SMALLEST_PLACE members is not named; its members are added to `elsewhere`, the place around
 * it. Only names, codes and counts leave: never a person, never a coordinate.
 */
export function presentMap(
  level: MapLevel,
  around: { country: string | null; state: MemberMap['state'] },
  rows: readonly { place: string | null; count: number }[],
  language: Language,
): MemberMap {
  const places: MapPlace[] = [];
  let elsewhere = 0;
  let notShown = 0;
  for (const row of rows) {
    if (row.place === null) {
      notShown += row.count;
      continue;
    }
    const place = row.count >= MAP_SMALLEST_PLACE ? placeOf(level, row.place, row.count, language) : null;
    if (place) places.push(place);
    else elsewhere += row.count;
  }
  places.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, language));
  return { level, country: around.country, state: around.state, places, elsewhere, notShown };
}
