import { DIRECTORY_SORTS, type DirectoryQuery, PROFILE_LIMITS } from '@alumni/contract';

export type DirectorySort = DirectoryQuery['sort'];

/** What the directory is narrowed to. Empty text and null years mean "any". */
export interface DirectoryFilter {
  q: string;
  yearFrom: number | null;
  yearTo: number | null;
  programme: string;
  college: string;
  /** Only alumni open to mentoring. */
  mentor: boolean;
  /** Only members of this chapter (its id); empty for any. */
  chapter: string;
  /** Only alumni living in this place, as the map names it (decision 0055): a city's id, a state's or a country's code. */
  city: string;
  state: string;
  country: string;
  /** The place's name as the map showed it, for the page to say where; never sent to the server. */
  placeName: string;
  sort: DirectorySort;
}

export const EMPTY_FILTER: DirectoryFilter = {
  q: '',
  yearFrom: null,
  yearTo: null,
  programme: '',
  college: '',
  mentor: false,
  chapter: '',
  city: '',
  state: '',
  country: '',
  placeName: '',
  sort: 'name',
};

const CITY_ID = /^[1-9]\d{0,9}$/;
const STATE_ID = /^[A-Z]{2}\.[A-Z0-9]{1,10}$/;
const COUNTRY_CODE = /^[A-Z]{2}$/;

function matching(value: string | null, pattern: RegExp): string {
  const upper = value?.trim().toUpperCase() ?? '';
  return pattern.test(upper) ? upper : '';
}

const CHAPTER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The choices the filter may take: the configured lists and the years of passing. */
export interface DirectoryChoices {
  programmes: readonly string[];
  colleges: readonly string[];
  years: readonly number[];
}

export function parseSort(value: string | null): DirectorySort {
  return DIRECTORY_SORTS.find((sort) => sort === value) ?? 'name';
}

function parseYear(value: string | null, years: readonly number[]): number | null {
  if (!value || !/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return years.includes(year) ? year : null;
}

function oneOf(value: string | null, choices: readonly string[]): string {
  return value !== null && choices.includes(value) ? value : '';
}

/**
 * The filter in the address bar (`/community?q=verilog&yearFrom=2010&sort=year`), so a search can
 * be bookmarked, shared and reached with Back. Values that are not among the choices are dropped;
 * a reversed year range is put the right way round.
 */
export function filterFromSearchParams(params: URLSearchParams, choices: DirectoryChoices): DirectoryFilter {
  const from = parseYear(params.get('yearFrom'), choices.years);
  const to = parseYear(params.get('yearTo'), choices.years);
  const reversed = from !== null && to !== null && from > to;
  return {
    q: (params.get('q') ?? '').trim().slice(0, PROFILE_LIMITS.search),
    yearFrom: reversed ? to : from,
    yearTo: reversed ? from : to,
    programme: oneOf(params.get('programme'), choices.programmes),
    college: oneOf(params.get('college'), choices.colleges),
    mentor: params.get('mentor') === 'true',
    // Chapters load from the API, so any id is taken here; one that names no chapter gets the API's 400.
    chapter: CHAPTER_ID.test(params.get('chapter')?.toLowerCase() ?? '')
      ? (params.get('chapter') ?? '').toLowerCase()
      : '',
    city: matching(params.get('city'), CITY_ID),
    state: matching(params.get('state'), STATE_ID),
    country: matching(params.get('country'), COUNTRY_CODE),
    placeName: (params.get('placeName') ?? '').trim().slice(0, 200),
    sort: parseSort(params.get('sort')),
  };
}

/** The filter as query parameters, leaving out what is not set (and the default sort). */
export function searchParamsFromFilter(filter: DirectoryFilter): URLSearchParams {
  const params = new URLSearchParams();
  const q = filter.q.trim();
  if (q) params.set('q', q);
  if (filter.yearFrom !== null) params.set('yearFrom', String(filter.yearFrom));
  if (filter.yearTo !== null) params.set('yearTo', String(filter.yearTo));
  if (filter.programme) params.set('programme', filter.programme);
  if (filter.college) params.set('college', filter.college);
  if (filter.mentor) params.set('mentor', 'true');
  if (filter.chapter) params.set('chapter', filter.chapter);
  if (filter.city) params.set('city', filter.city);
  if (filter.state) params.set('state', filter.state);
  if (filter.country) params.set('country', filter.country);
  if (filter.placeName && (filter.city || filter.state || filter.country)) params.set('placeName', filter.placeName);
  if (filter.sort !== 'name') params.set('sort', filter.sort);
  return params;
}

/** Whether the list is narrowed to a place of the map. */
export function hasPlace(filter: DirectoryFilter): boolean {
  return filter.city !== '' || filter.state !== '' || filter.country !== '';
}

/** Whether anything narrows the list (the sort order does not). */
/** How many of the folded filters (all but the search words and the sort) are set: the phone's Filters button shows it. */
export function countFilters(filter: DirectoryFilter): number {
  return [
    filter.yearFrom !== null,
    filter.yearTo !== null,
    filter.programme !== '',
    filter.college !== '',
    filter.chapter !== '',
    filter.mentor,
    hasPlace(filter),
  ].filter(Boolean).length;
}

export function isFiltered(filter: DirectoryFilter): boolean {
  return (
    filter.q !== '' ||
    filter.yearFrom !== null ||
    filter.yearTo !== null ||
    filter.programme !== '' ||
    filter.college !== '' ||
    filter.mentor ||
    filter.chapter !== '' ||
    hasPlace(filter)
  );
}
