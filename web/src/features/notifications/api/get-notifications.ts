import { endpoints, type Notification } from '@alumni/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api';
import { cursorPagination } from '@/lib/pagination';
import { NOTIFICATIONS_PAGE_SIZE, notificationKeys } from './query-keys';

export function getNotifications(
  page: { limit: number; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<Page<Notification>> {
  return api.page(endpoints.notifications.list, { query: page }, { auth: true, signal });
}

export function notificationsQueryOptions(limit = NOTIFICATIONS_PAGE_SIZE) {
  return infiniteQueryOptions({
    queryKey: [...notificationKeys.list(), { limit }],
    queryFn: ({ pageParam, signal }) => getNotifications({ limit, cursor: pageParam }, signal),
    ...cursorPagination,
  });
}

/** The member's notices, newest first; loaded once the menu is opened. */
export function useNotifications({ enabled }: { enabled: boolean }) {
  return useInfiniteQuery({ ...notificationsQueryOptions(), enabled });
}
