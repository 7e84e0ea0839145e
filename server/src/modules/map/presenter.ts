import { MAP_SMALLEST_PLACE, type MapLevel, type MapPlace, type MemberMap } from '@alumni/contract';
import { findCity, findState } from '../../lib/gazetteer.js';

const COUNTRY_NAMES = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'code' });

function placeOf(level: MapLevel, id: string, count: number): MapPlace | null {
  if (level === 'country') return { id, name: COUNTRY_NAMES.of(id) ?? id, country: id, count };
  if (level === 'state') {
    const state = findState(id);
    return state ? { id, name: state.name, country: state.country, count } : null;
  }
  const city = findCity(Number(id));
  return city ? { id, name: city.name, country: city.country, count } : null;
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
): MemberMap {
  const places: MapPlace[] = [];
  let elsewhere = 0;
  let notShown = 0;
  for (const row of rows) {
    if (row.place === null) {
      notShown += row.count;
      continue;
    }
    const place = row.count >= MAP_SMALLEST_PLACE ? placeOf(level, row.place, row.count) : null;
    if (place) places.push(place);
    else elsewhere += row.count;
  }
  places.sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'en'));
  return { level, country: around.country, state: around.state, places, elsewhere, notShown };
}
