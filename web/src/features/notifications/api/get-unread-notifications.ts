import { endpoints } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { notificationKeys } from './query-keys';

/** Without a live stream (a member not verified yet has none), the count is asked for again this often. */
const POLL_WITHOUT_STREAM_MS = 60_000;

export function getUnreadNotifications(signal?: AbortSignal): Promise<number> {
  return api.call(endpoints.notifications.unread, {}, { auth: true, signal }).then(({ unread }) => unread);
}

export const unreadNotificationsQueryOptions = queryOptions({
  queryKey: notificationKeys.unread(),
  queryFn: ({ signal }) => getUnreadNotifications(signal),
});

/** Unread notices; 0 until known. Live events keep it current where the stream is open (`live`). */
export function useUnreadNotifications({ live }: { live: boolean }): number {
  const unread = useQuery({
    ...unreadNotificationsQueryOptions,
    refetchInterval: live ? false : POLL_WITHOUT_STREAM_MS,
  });
  return unread.data ?? 0;
}
