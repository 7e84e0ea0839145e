import { type AdminUser, adminUserSchema } from '@alumni/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api';
import { cursorPagination } from '@/lib/pagination';
import { ADMIN_PAGE_SIZE, adminKeys, type UserFilter } from './query-keys';

function usersPath(filter: UserFilter, page: { limit: number; cursor?: string | undefined }): string {
  const search = new URLSearchParams({ limit: String(page.limit) });
  if (page.cursor) search.set('cursor', page.cursor);
  if (filter.q) search.set('q', filter.q);
  if (filter.standing) search.set('standing', filter.standing);
  return `/v1/admin/users?${search.toString()}`;
}

export function getUsers(
  filter: UserFilter,
  page: { limit: number; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<Page<AdminUser>> {
  return api.getPage(usersPath(filter, page), adminUserSchema, { auth: true, signal });
}

/** Accounts by name, filtered by standing and by name, e-mail or enrollment number. */
export function useUsers(filter: UserFilter) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: adminKeys.userList(filter),
      queryFn: ({ pageParam, signal }) => getUsers(filter, { limit: ADMIN_PAGE_SIZE, cursor: pageParam }, signal),
      ...cursorPagination,
    }),
  );
}
