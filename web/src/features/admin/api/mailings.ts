import {
  type AnnouncementInput,
  announcementReceiptSchema,
  digestResultSchema,
  endpoints,
  type Mailing,
  mailingSchema,
} from '@alumni/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api';
import { cursorPagination } from '@/lib/pagination';
import { useAdminMutation } from './admin-mutation';
import { ADMIN_PAGE_SIZE, adminKeys } from './query-keys';

/** While a mailing is still being queued, its progress is asked for again this often. */
const PROGRESS_POLL_MS = 3_000;

export function getMailings(page: { limit: number; cursor?: string | undefined }, signal?: AbortSignal) {
  return api.page(endpoints.notifications.mailings, { query: page }, { auth: true, signal, check: mailingSchema });
}

const mailingsQueryOptions = infiniteQueryOptions({
  queryKey: adminKeys.mailings(),
  queryFn: ({ pageParam, signal }) => getMailings({ limit: ADMIN_PAGE_SIZE, cursor: pageParam }, signal),
  ...cursorPagination,
});

const stillQueuing = (pages: readonly Page<Mailing>[] | undefined) =>
  pages?.some((page) => page.items.some((mailing) => !mailing.finished)) ?? false;

/** Announcements and digests, newest first; refreshed while one is still being queued. */
export function useMailings() {
  return useInfiniteQuery({
    ...mailingsQueryOptions,
    refetchInterval: (query) => (stillQueuing(query.state.data?.pages) ? PROGRESS_POLL_MS : false),
  });
}

/** POST /api/v1/admin/announcements: 202 with how many members it goes to. */
export function useAnnounce() {
  return useAdminMutation(
    (body: AnnouncementInput) =>
      api.answer(endpoints.notifications.announce, { body }, { auth: true, check: announcementReceiptSchema }),
    (queryClient) => queryClient.invalidateQueries({ queryKey: adminKeys.mailings() }),
  );
}

/** POST /api/v1/admin/digest: the digest of what is new, now (nothing when nothing is new). */
export function useSendDigest() {
  return useAdminMutation(
    () => api.answer(endpoints.notifications.sendDigest, {}, { auth: true, check: digestResultSchema }),
    (queryClient) => queryClient.invalidateQueries({ queryKey: adminKeys.mailings() }),
  );
}
