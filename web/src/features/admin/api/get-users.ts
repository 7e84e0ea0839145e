import { type AdminUser, adminUserSchema, endpoints } from '@alumni/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api';
import { cursorPagination } from '@/lib/pagination';
import { ADMIN_PAGE_SIZE, adminKeys, type UserFilter } from './query-keys';

export function getUsers(
  filter: UserFilter,
  page: { limit: number; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<Page<AdminUser>> {
  return api.page(
    endpoints.admin.users,
    { query: { ...page, q: filter.q || undefined, standing: filter.standing ?? undefined } },
    { auth: true, signal, check: adminUserSchema },
  );
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
