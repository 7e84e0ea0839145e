import { contactMessageSchema } from '@alumni/contract';
import { api } from '@/lib/api';
import { useAdminMutation } from './admin-mutation';
import { adminKeys } from './query-keys';

export function markContactMessageHandled(id: string) {
  return api.withMessage(`/v1/admin/contact-messages/${encodeURIComponent(id)}/handled`, contactMessageSchema, {
    method: 'POST',
    auth: true,
  });
}

/** POST /api/v1/admin/contact-messages/:id/handled. */
export function useMarkHandled() {
  return useAdminMutation(markContactMessageHandled, (queryClient) =>
    queryClient.invalidateQueries({ queryKey: adminKeys.contactMessages() }),
  );
}
