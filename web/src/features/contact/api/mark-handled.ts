import { contactMessageSchema, endpoints } from '@alumni/contract';
import { adminKeys, useAdminMutation } from '@/features/admin';
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
