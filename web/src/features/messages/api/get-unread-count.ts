import { endpoints } from '@alumni/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { messageKeys } from './query-keys';

export function getUnreadCount(signal?: AbortSignal): Promise<number> {
  return api.call(endpoints.messages.unread, {}, { auth: true, signal }).then(({ total }) => total);
}

export const unreadCountQueryOptions = queryOptions({
  queryKey: messageKeys.unread(),
  queryFn: ({ signal }) => getUnreadCount(signal),
});

/** Unread messages in all conversations; 0 when signed out or not known yet. Live events keep it current. */
export function useUnreadCount(): number {
  const { isAuthenticated } = useAuth();
  const unread = useQuery({ ...unreadCountQueryOptions, enabled: isAuthenticated });
  return isAuthenticated ? (unread.data ?? 0) : 0;
}
