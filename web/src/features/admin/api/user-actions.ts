import { adminUserSchema } from '@alumni/contract';
import { api } from '@/lib/api';
import { useAdminMutation } from './admin-mutation';
import { adminKeys } from './query-keys';

/** approve and restore take an optional reason; reject, suspend and make-admin require one. */
export type UserAction = 'approve' | 'reject' | 'suspend' | 'restore' | 'make-admin';

export function runUserAction(action: UserAction, userId: string, reason: string | null) {
  return api.withMessage(`/v1/admin/users/${encodeURIComponent(userId)}/${action}`, adminUserSchema, {
    method: 'POST',
    body: { reason },
    auth: true,
  });
}

/** POST /api/v1/admin/users/:id/<action>, with the reason as its variable; refreshes the queue and the user lists. */
export function useUserAction(action: UserAction, userId: string) {
  return useAdminMutation(
    (reason: string | null) => runUserAction(action, userId, reason),
    (queryClient) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.queue() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.users() }),
        queryClient.invalidateQueries({ queryKey: adminKeys.reports() }),
      ]),
  );
}
