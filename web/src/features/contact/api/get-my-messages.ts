import { type ContactMessage, contactMessageSchema, endpoints } from '@alumni/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api';
import { cursorPagination } from '@/lib/pagination';
import { CONTACT_PAGE_SIZE, contactKeys } from './query-keys';

export function getMyContactMessages(
  page: { limit: number; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<Page<ContactMessage>> {
  return api.page(endpoints.contact.mine, { query: page }, { auth: true, signal, check: contactMessageSchema });
}

export const myContactMessagesQueryOptions = infiniteQueryOptions({
  queryKey: contactKeys.mine(),
  queryFn: ({ pageParam, signal }) => getMyContactMessages({ limit: CONTACT_PAGE_SIZE, cursor: pageParam }, signal),
  ...cursorPagination,
});

/** The messages the signed-in member has sent to the Principal's office, newest first. */
export function useMyContactMessages() {
  return useInfiniteQuery(myContactMessagesQueryOptions);
}
