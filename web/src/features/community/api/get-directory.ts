import { type DirectoryEntry, directoryEntrySchema } from '@alumni/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api';
import { cursorPagination } from '@/lib/pagination';
import { type DirectoryFilter, searchParamsFromFilter } from '../lib/directory-filter';
import { communityKeys, DIRECTORY_PAGE_SIZE } from './query-keys';

/** `/community?limit=..&cursor=..&q=..&yearFrom=..`: the filter as the address bar has it, plus the page. */
function directoryPath(filter: DirectoryFilter, page: { limit: number; cursor?: string | undefined }): string {
  const search = searchParamsFromFilter(filter);
  search.set('limit', String(page.limit));
  if (page.cursor) search.set('cursor', page.cursor);
  return `/v1/users/community?${search.toString()}`;
}

export function getDirectory(
  filter: DirectoryFilter,
  page: { limit: number; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<Page<DirectoryEntry>> {
  return api.getPage(directoryPath(filter, page), directoryEntrySchema, { auth: true, signal });
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
