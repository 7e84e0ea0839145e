import {
  endpoints,
  methodOf,
  type SearchCounts,
  type SearchCountsCapped,
  type SearchResult,
  searchMetaSchema,
  searchResultSchema,
} from '@alumni/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { type Page, pageOf, send, urlOf } from '@/lib/api';
import { cursorPagination } from '@/lib/pagination';
import { type SearchFilter, searchQuery } from '../lib/search-filter';

export const SEARCH_PAGE_SIZE = 20;

/** How many of each kind a search finds (`meta.counts`), and which counts stopped at the cap (`meta.countsCapped`). */
export interface FoundCounts {
  counts: SearchCounts;
  capped: SearchCountsCapped;
}

/** A page of results, with how many of each kind the whole search finds. */
export interface SearchPage extends Page<SearchResult> {
  found: FoundCounts;
  /** "Did you mean": a close spelling that finds something, when this search finds nothing. */
  suggestion: string | null;
}

export const searchKeys = {
  all: ['search'] as const,
  results: (filter: SearchFilter, limit: number) => ['search', 'results', { ...filter, limit }] as const,
};

/**
 * One page of `GET /api/v1/search`. Sent with the session: what a search finds depends on who asks
 * (decision 0048). The API client's `page` keeps only `meta.nextCursor`; the counts are read here.
 */
export async function search(
  filter: SearchFilter,
  page: { limit: number; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<SearchPage> {
  const endpoint = endpoints.search.search;
  const { status, json } = await send(urlOf(endpoint, { query: searchQuery(filter, page) }), {
    method: methodOf(endpoint),
    auth: true,
    signal,
  });
  const { items, nextCursor } = pageOf(status, json, searchResultSchema);
  const meta = searchMetaSchema.safeParse((json as { meta?: unknown }).meta);
  // pageOf has vouched for the envelope; a missing count is a count of none rather than a failed page.
  const found = meta.success
    ? { counts: meta.data.counts, capped: meta.data.countsCapped }
    : {
        counts: { people: 0, stories: 0, events: 0, jobs: 0, chapters: 0 },
        capped: { people: false, stories: false, events: false, jobs: false, chapters: false },
      };
  const suggestion = meta.success ? meta.data.suggestion : null;
  return { items, nextCursor, found, suggestion };
}

/** The results of `filter`, a page at a time; nothing is asked before there is a query. */
export function useSearch(filter: SearchFilter, { limit = SEARCH_PAGE_SIZE }: { limit?: number } = {}) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: searchKeys.results(filter, limit),
      queryFn: ({ pageParam, signal }) => search(filter, { limit, cursor: pageParam }, signal),
      enabled: filter.q !== '',
      ...cursorPagination,
    }),
  );
}
