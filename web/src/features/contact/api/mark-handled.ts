import { contactMessageSchema } from '@alumni/contract';
import { useAdminMutation } from '@/features/admin/api/admin-mutation';
import { adminKeys } from '@/features/admin/api/query-keys';
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
