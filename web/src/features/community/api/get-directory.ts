import { type DirectoryEntry, type DirectorySearch, directoryEntrySchema, endpoints } from '@alumni/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api';
import { cursorPagination } from '@/lib/pagination';
import { type DirectoryFilter, searchParamsFromFilter } from '../lib/directory-filter';
import { communityKeys, DIRECTORY_PAGE_SIZE } from './query-keys';

/** `?q=..&yearFrom=..&limit=..&cursor=..`: the filter as the address bar has it, plus the page. */
function directoryQuery(
  filter: DirectoryFilter,
  page: { limit: number; cursor?: string | undefined },
): DirectorySearch {
  // The address bar's filter, read back as the fields it set (each set once).
  const { placeName: _shownOnly, ...search } = Object.fromEntries(searchParamsFromFilter(filter)) as DirectorySearch & {
    placeName?: string;
  };
  return { ...search, limit: page.limit, cursor: page.cursor || undefined };
}

export function getDirectory(
  filter: DirectoryFilter,
  page: { limit: number; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<Page<DirectoryEntry>> {
  return api.page(
    endpoints.community.directory,
    { query: directoryQuery(filter, page) },
    { auth: true, signal, check: directoryEntrySchema },
  );
}

export function directoryQueryOptions(filter: DirectoryFilter, limit: number) {
  return infiniteQueryOptions({
    queryKey: communityKeys.list(filter, limit),
    queryFn: ({ pageParam, signal }) => getDirectory(filter, { limit, cursor: pageParam }, signal),
    ...cursorPagination,
  });
}

/** Alumni matching `filter`, a page at a time. */
export function useDirectory(filter: DirectoryFilter, { limit = DIRECTORY_PAGE_SIZE }: { limit?: number } = {}) {
  return useInfiniteQuery(directoryQueryOptions(filter, limit));
}
