import {
  canonicalJobType,
  JOB_TYPES,
  type JobType,
  SEARCH_TYPES,
  type SearchInput,
  type SearchType,
} from '@alumni/contract';

/** What the page searches for, as the address bar has it: `/search?q=&type=` and the filters of the kind shown. */
export interface SearchFilter {
  q: string;
  type: SearchType;
  /** People: year of passing from, to. */
  yearFrom: number | null;
  yearTo: number | null;
  /** People: of this programme, of this college, members of this chapter (its id); '' for any. */
  programme: string;
  college: string;
  chapter: string;
  /** Events: only those to come, or only those past. */
  when: 'upcoming' | 'past' | null;
  /** Jobs: only those still open. */
  open: boolean;
  /** Jobs: of this type only. */
  jobType: JobType | null;
}

export const NO_FILTERS = {
  yearFrom: null,
  yearTo: null,
  programme: '',
  college: '',
  chapter: '',
  when: null,
  open: false,
  jobType: null,
} as const;

function yearOf(value: string | null): number | null {
  if (value === null || !/^\d{4}$/.test(value)) return null;
  const year = Number(value);
  return year >= 1900 && year <= 2200 ? year : null;
}

/** The filter an address names; anything it cannot read (a mistyped link) is left out rather than refused. */
export function filterFromSearchParams(params: URLSearchParams): SearchFilter {
  const type = params.get('type');
  const when = params.get('when');
  const jobType = canonicalJobType(params.get('jobType'));
  return {
    q: params.get('q')?.trim() ?? '',
    type: SEARCH_TYPES.find((known) => known === type) ?? 'all',
    yearFrom: yearOf(params.get('yearFrom')),
    yearTo: yearOf(params.get('yearTo')),
    programme: params.get('programme')?.trim() ?? '',
    college: params.get('college')?.trim() ?? '',
    chapter: params.get('chapter')?.trim() ?? '',
    when: when === 'upcoming' || when === 'past' ? when : null,
    open: params.get('open') === 'true',
    jobType: JOB_TYPES.find((known) => known === jobType) ?? null,
  };
}

/** The address of a filter: each field once, none at its default. */
export function searchParamsFromFilter(filter: SearchFilter): URLSearchParams {
  const params = new URLSearchParams();
  if (filter.q) params.set('q', filter.q);
  if (filter.type !== 'all') params.set('type', filter.type);
  if (filter.yearFrom !== null) params.set('yearFrom', String(filter.yearFrom));
  if (filter.yearTo !== null) params.set('yearTo', String(filter.yearTo));
  if (filter.programme) params.set('programme', filter.programme);
  if (filter.college) params.set('college', filter.college);
  if (filter.chapter) params.set('chapter', filter.chapter);
  if (filter.when) params.set('when', filter.when);
  if (filter.open) params.set('open', 'true');
  if (filter.jobType) params.set('jobType', filter.jobType);
  return params;
}

/** What the API is asked (`GET /api/v1/search`), a page at a time. */
export function searchQuery(filter: SearchFilter, page: { limit: number; cursor?: string | undefined }): SearchInput {
  const query = Object.fromEntries(searchParamsFromFilter(filter)) as SearchInput;
  return { ...query, limit: page.limit, cursor: page.cursor || undefined };
}
