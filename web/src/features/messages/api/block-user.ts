import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';
import { setConversationBlocked } from '../lib/conversation-cache';
import { invalidateInboxAndUnread } from './query-keys';

function blockPath(userId: string): string {
  return `/v1/users/${encodeURIComponent(userId)}/block`;
}

export function blockUser(userId: string): Promise<null> {
  return api.post(blockPath(userId), z.null(), undefined, { auth: true });
}

export function unblockUser(userId: string): Promise<null> {
  return api.delete(blockPath(userId), z.null(), { auth: true });
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
