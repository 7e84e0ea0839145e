import { contactMessageSchema } from '@alumni/contract';
import { adminKeys, useAdminMutation } from '@/features/admin';
import { api } from '@/lib/api';

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
