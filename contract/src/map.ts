import { z } from 'zod';
import { oneLineCheck } from './fields.js';
import { fieldMessage } from './i18n/format.js';

/**
 * The member map (issue 33, decision 0055): how many members live in each place, never who. A
 * place with fewer than MAP_SMALLEST_PLACE members shown is merged into the place around it.
 */
export const MAP_LEVELS = ['country', 'state', 'city'] as const;
export type MapLevel = (typeof MAP_LEVELS)[number];
export const MAP_SMALLEST_PLACE = 3;
/** The country whose states the map draws when none is named. */
export const MAP_HOME_COUNTRY = 'IN';

/** A state or region: its ISO country code and the gazetteer's code within it (`IN.28`). */
const STATE_ID = /^[A-Z]{2}\.[A-Z0-9]{1,10}$/;
const COUNTRY_CODE = /^[A-Z]{2}$/;

export function stateIdField(label: string) {
  return z
    .string({ error: fieldMessage('map.state_expected', { field: label }) })
    .trim()
    .toUpperCase()
    .check(oneLineCheck(label))
    .regex(STATE_ID, { error: fieldMessage('map.state_expected', { field: label }) });
}

export function countryCodeField(label: string) {
  return z
    .string({ error: fieldMessage('map.country_expected', { field: label }) })
    .trim()
    .toUpperCase()
    .check(oneLineCheck(label))
    .regex(COUNTRY_CODE, { error: fieldMessage('map.country_expected', { field: label }) });
}

/** A city of the gazetteer by its id (GeoNames'): a form sends it as text. */
export function cityIdField(label: string) {
  return z.coerce
    .number({ error: fieldMessage('map.city_expected', { field: label }) })
    .int({ error: fieldMessage('map.city_expected', { field: label }) })
    .positive({ error: fieldMessage('map.city_expected', { field: label }) })
    .max(2_147_483_647, { error: fieldMessage('map.city_expected', { field: label }) });
}

export const mapQuerySchema = z
  .object({
    level: z.enum(MAP_LEVELS, { error: fieldMessage('map.level_expected') }).default('country'),
    /** With `level=state`: the country whose states are counted (India when not given). */
    country: countryCodeField('country').optional(),
    /** With `level=city`: the state whose cities are counted. */
    state: stateIdField('state').optional(),
  })
  .refine((query) => query.level !== 'city' || query.state !== undefined, {
    path: ['state'],
    error: fieldMessage('map.state_needed'),
  });
export type MapQuery = z.infer<typeof mapQuerySchema>;
export type MapSearch = z.input<typeof mapQuerySchema>;

/** A city as a member picks it: the gazetteer's names, no coordinates. */
export const cityChoiceSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  state: z.object({ id: z.string(), name: z.string() }),
  country: z.string(),
});
export type CityChoice = z.infer<typeof cityChoiceSchema>;

export const CITY_SEARCH_LIMIT = 10;
export const citySearchQuerySchema = z.object({
  q: z
    .string({ error: fieldMessage('field.must_be_text', { field: 'q' }) })
    .trim()
    .min(1, { error: fieldMessage('field.required', { field: 'q' }) })
    .max(100, { error: fieldMessage('field.max_length', { field: 'q', max: 100 }) })
    .check(oneLineCheck('q')),
});
export type CitySearch = z.input<typeof citySearchQuerySchema>;

/** One place on the map: a country (`IN`), a state (`IN.28`) or a city (its id as text), and how many live there. */
export const mapPlaceSchema = z.object({
  id: z.string(),
  /** In the language asked (Accept-Language): countries and states translated where the Unicode data has them, cities as GeoNames writes them. */
  name: z.string(),
  /** The English name: what the map's drawings are labelled by. */
  englishName: z.string(),
  country: z.string(),
  count: z.number().int(),
});
export type MapPlace = z.infer<typeof mapPlaceSchema>;

export const memberMapSchema = z.object({
  level: z.enum(MAP_LEVELS),
  /** The country whose states are counted (level `state`) or that holds the state (level `city`). */
  country: z.string().nullable(),
  /** The state whose cities are counted (level `city`). */
  state: z.object({ id: z.string(), name: z.string(), englishName: z.string(), country: z.string() }).nullable(),
  /** Places with MAP_SMALLEST_PLACE members or more, most first. */
  places: z.array(mapPlaceSchema),
  /** Members in places with fewer than MAP_SMALLEST_PLACE, merged: within the state, the country or the world. */
  elsewhere: z.number().int(),
  /** Members on the map whose city the viewer may not see, or who gave none. */
  notShown: z.number().int(),
});
export type MemberMap = z.infer<typeof memberMapSchema>;
