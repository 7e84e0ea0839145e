import { endpoints } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';
import { setConversationBlocked } from '../lib/conversation-cache';
import { invalidateInboxAndUnread } from './query-keys';

export function blockUser(userId: string): Promise<null> {
  return api.call(endpoints.messages.block, { params: { id: userId } }, { auth: true, check: z.null() });
}

export function unblockUser(userId: string): Promise<null> {
  return api.call(endpoints.messages.unblock, { params: { id: userId } }, { auth: true, check: z.null() });
}

/** Blocks or unblocks an alumnus; a blocked conversation leaves the inbox and the unread total. */
export function useSetBlocked(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (blocked: boolean) => (blocked ? blockUser(userId) : unblockUser(userId)),
    onSuccess: (_, blocked) => {
      setConversationBlocked(queryClient, userId, blocked);
      return invalidateInboxAndUnread(queryClient);
    },
  });
}
