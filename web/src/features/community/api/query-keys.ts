import type { DirectoryFilter } from '../lib/directory-filter';

/** Query keys of the directory; a profile update invalidates everything under `all`. */
export const communityKeys = {
  all: ['community'] as const,
  list: (filter: DirectoryFilter, limit: number) => ['community', 'list', { ...filter, limit }] as const,
};

export const DIRECTORY_PAGE_SIZE = 20;
