import { type InboxEntry, inboxEntrySchema } from '@alumni/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api';
import { cursorPagination, pagePath } from '@/lib/pagination';
import { INBOX_PAGE_SIZE, messageKeys } from './query-keys';

export function getInbox(
  page: { limit: number; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<Page<InboxEntry>> {
  return api.getPage(pagePath('/v1/conversations', page), inboxEntrySchema, { auth: true, signal });
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
