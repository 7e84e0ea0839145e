import type { Endpoint } from './endpoint.js';
import type { CityChoice, CitySearch, MapSearch, MemberMap } from './map.js';

/**
 * How many members live where (issue 33, decision 0055). A member's own city counts for them
 * even when hidden from others, so an answer is kept per viewer.
 */
export const counts = 'GET /api/v1/map' as Endpoint<{ cached: true; query: MapSearch; data: MemberMap }>;
/** The gazetteer's cities whose name starts with `q`, for the profile's city field. */
export const cities = 'GET /api/v1/places/cities' as Endpoint<{ query: CitySearch; data: CityChoice[] }>;
