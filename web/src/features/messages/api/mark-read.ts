import { endpoints } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';
import { invalidateInboxAndUnread } from './query-keys';

export function markConversationRead(userId: string): Promise<null> {
  return api.call(endpoints.messages.markRead, { params: { userId } }, { auth: true, check: z.null() });
}

/** Clears the unread count of one conversation; the inbox and the header badge follow. */
export function useMarkConversationRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: () => invalidateInboxAndUnread(queryClient),
  });
}
