import { CITY_SEARCH_LIMIT, MAP_HOME_COUNTRY, type MapQuery } from '@alumni/contract';
import type { Database } from '../../db/client.js';
import type { ConsentRules } from '../../db/consent.js';
import { AppError } from '../../errors.js';
import { cityChoiceOf, findState, searchCities } from '../../lib/gazetteer.js';
import { presentMap } from './presenter.js';
import * as queries from './queries.js';

/** A state code the gazetteer does not know: a 400 naming the field. */
export function unknownState(path: string, id: string): AppError {
  const message = { key: 'map.unknown_state', params: { field: path, id } } as const;
  return new AppError('VALIDATION', message, { errors: [{ path, ...message }] });
}

/** The member map (issue 33, decision 0055) and the gazetteer search behind the profile's city field. */
export function createMapService({ db, consentRules }: { db: Database; consentRules: ConsentRules }) {
  return {
    async counts(query: MapQuery, viewerId: string) {
      if (query.level === 'city') {
        const state = query.state ? findState(query.state) : null;
        if (!state || !query.state) throw unknownState('state', query.state ?? '');
        const rows = await queries.countByPlace(db, { level: 'city', state: state.id }, viewerId, consentRules);
        return presentMap('city', { country: state.country, state }, rows);
      }
      if (query.level === 'state') {
        const country = query.country ?? MAP_HOME_COUNTRY;
        const rows = await queries.countByPlace(db, { level: 'state', country }, viewerId, consentRules);
        return presentMap('state', { country, state: null }, rows);
      }
      const rows = await queries.countByPlace(db, { level: 'country' }, viewerId, consentRules);
      return presentMap('country', { country: null, state: null }, rows);
    },

    /** Cities whose name starts with `q`, most populous first: names and codes, no coordinates. */
    cities(q: string) {
      return searchCities(q, CITY_SEARCH_LIMIT).map(cityChoiceOf);
    },
  };
}

export type MapService = ReturnType<typeof createMapService>;
