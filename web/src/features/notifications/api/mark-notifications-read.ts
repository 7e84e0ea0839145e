import { endpoints, type ReadNotificationsResult } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { notificationKeys } from './query-keys';

export function markNotificationsRead(which: { ids: string[] } | { all: true }): Promise<ReadNotificationsResult> {
  return api.call(endpoints.notifications.markRead, { body: which }, { auth: true });
}

/** Marks notices read (some, or all); the count and the list follow. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markNotificationsRead,
    onSuccess: async ({ unread }) => {
      queryClient.setQueryData(notificationKeys.unread(), unread);
      await queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    },
  });
}
