import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unparsed } from '@/lib/api';
import { notificationKeys } from './query-keys';

type ReadResult = { marked: number; unread: number };

export function markNotificationsRead(which: { ids: string[] } | { all: true }): Promise<ReadResult> {
  return api.post('/v1/notifications/read', unparsed<ReadResult>(), which, { auth: true });
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
