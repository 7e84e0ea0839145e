import { endpoints, type InboxEntry, inboxEntrySchema } from '@alumni/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api';
import { cursorPagination } from '@/lib/pagination';
import { INBOX_PAGE_SIZE, messageKeys } from './query-keys';

export function getInbox(
  page: { limit: number; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<Page<InboxEntry>> {
  return api.page(endpoints.messages.inbox, { query: page }, { auth: true, signal, check: inboxEntrySchema });
}

export function inboxQueryOptions(limit = INBOX_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: [...messageKeys.inbox(), { limit }],
    queryFn: ({ pageParam, signal }) => getInbox({ limit, cursor: pageParam }, signal),
    ...cursorPagination,
  });
}

/** The signed-in user's conversations, most recent first. */
export function useInbox() {
  return useInfiniteQuery(inboxQueryOptions());
}
