import { contactMessageSchema, endpoints } from '@alumni/contract';
import { useAdminMutation } from '@/features/admin/api/admin-mutation';
import { adminKeys } from '@/features/admin/api/query-keys';
import { api } from '@/lib/api';

export function markContactMessageHandled(id: string) {
  return api.answer(endpoints.contact.markHandled, { params: { id } }, { auth: true, check: contactMessageSchema });
}

/** POST /api/v1/admin/contact-messages/:id/handled. */
export function useMarkHandled() {
  return useAdminMutation(markContactMessageHandled, (queryClient) =>
    queryClient.invalidateQueries({ queryKey: adminKeys.contactMessages() }),
  );
}
