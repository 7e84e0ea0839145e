import { CITY_SEARCH_LIMIT, type Language, MAP_HOME_COUNTRY, type MapQuery } from '@alumni/contract';
import type { Database } from '../../db/client.js';
import type { ConsentRules } from '../../db/consent.js';
import { AppError } from '../../errors.js';
import { cityChoiceOf, findState, searchCities, stateNameIn } from '../../lib/gazetteer.js';
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
    /** Names in `language` (the API's, from Accept-Language): the shared cache keeps answers per language. */
    async counts(query: MapQuery, viewerId: string, language: Language) {
      if (query.level === 'city') {
        const state = query.state ? findState(query.state) : null;
        if (!state || !query.state) throw unknownState('state', query.state ?? '');
        const rows = await queries.countByPlace(db, { level: 'city', state: state.id }, viewerId, consentRules);
        const around = { ...state, name: stateNameIn(state, language), englishName: state.name };
        return presentMap('city', { country: state.country, state: around }, rows, language);
      }
      if (query.level === 'state') {
        const country = query.country ?? MAP_HOME_COUNTRY;
        const rows = await queries.countByPlace(db, { level: 'state', country }, viewerId, consentRules);
        return presentMap('state', { country, state: null }, rows, language);
      }
      const rows = await queries.countByPlace(db, { level: 'country' }, viewerId, consentRules);
      return presentMap('country', { country: null, state: null }, rows, language);
    },

    /** Cities whose name starts with `q`, most populous first: names and codes, no coordinates. */
    cities(q: string) {
      return searchCities(q, CITY_SEARCH_LIMIT).map(cityChoiceOf);
    },
  };
}

export type MapService = ReturnType<typeof createMapService>;
