import { type AdminContactMessage, adminContactMessageSchema, endpoints } from '@alumni/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, adminKeys, type ContactFilter } from '@/features/admin';
import { api, type Page } from '@/lib/api';
import { cursorPagination } from '@/lib/pagination';

export function getContactMessages(
  filter: ContactFilter,
  page: { limit: number; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<Page<AdminContactMessage>> {
  const handled = filter === 'all' ? undefined : filter === 'handled' ? 'true' : 'false';
  return api.page(
    endpoints.contact.inbox,
    { query: { ...page, handled } },
    { auth: true, signal, check: adminContactMessageSchema },
  );
}

/** The admins' inbox of Contact to Principal messages, newest first. */
export function useContactMessages(filter: ContactFilter) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: adminKeys.contactMessageList(filter),
      queryFn: ({ pageParam, signal }) =>
        getContactMessages(filter, { limit: ADMIN_PAGE_SIZE, cursor: pageParam }, signal),
      ...cursorPagination,
    }),
  );
}
