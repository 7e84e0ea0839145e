import { adminUserSchema, endpoints } from '@alumni/contract';
import { api } from '@/lib/api';
import { useAdminMutation } from './admin-mutation';
import { adminKeys } from './query-keys';

/** approve and restore take an optional reason; reject, suspend and make-admin require one. */
export type UserAction = 'approve' | 'reject' | 'suspend' | 'restore' | 'make-admin';

/** Each action's endpoint: all take `{ reason }` and answer the account, as approve does (its reason may be null). */
const USER_ACTIONS: Record<UserAction, typeof endpoints.admin.approve> = {
  approve: endpoints.admin.approve,
  reject: endpoints.admin.reject,
  suspend: endpoints.admin.suspend,
  restore: endpoints.admin.restore,
  'make-admin': endpoints.admin.makeAdmin,
};

export function runUserAction(action: UserAction, userId: string, reason: string | null) {
  return api.answer(
    USER_ACTIONS[action],
    { params: { id: userId }, body: { reason } },
    { auth: true, check: adminUserSchema },
  );
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
