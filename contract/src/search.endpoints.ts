import type { Endpoint } from './endpoint.js';
import type { SearchInput, SearchMeta, SearchResult } from './search.js';

/**
 * Search across people, stories, events, jobs and chapters (issue 30, decision 0048). The answer
 * depends on the reader (what each kind, and each person's fields, show them): never kept.
 */
export const search = 'GET /api/v1/search' as Endpoint<{
  query: SearchInput;
  page: SearchResult;
  meta: SearchMeta;
}>;
