import type { Endpoint } from './endpoint.js';
import type { DirectoryEntry, DirectorySearch } from './profiles.js';

/** The alumni directory (decision 0006). */
export const directory = 'GET /api/v1/users/community' as Endpoint<{
  cached: true;
  query: DirectorySearch;
  page: DirectoryEntry;
}>;
