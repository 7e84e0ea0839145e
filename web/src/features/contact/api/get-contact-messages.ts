import { type AdminContactMessage, adminContactMessageSchema } from '@alumni/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, adminKeys, type ContactFilter } from '@/features/admin';
import { api, type Page } from '@/lib/api';
import { cursorPagination } from '@/lib/pagination';

export function getContactMessages(
  filter: ContactFilter,
  page: { limit: number; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<Page<AdminContactMessage>> {
  const search = new URLSearchParams({ limit: String(page.limit) });
  if (page.cursor) search.set('cursor', page.cursor);
  if (filter !== 'all') search.set('handled', String(filter === 'handled'));
  return api.getPage(`/v1/admin/contact-messages?${search.toString()}`, adminContactMessageSchema, {
    auth: true,
    signal,
  });
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
