import { adminContactMessageSchema, type ContactReplyInput, endpoints } from '@alumni/contract';
import { adminKeys, useAdminMutation } from '@/features/admin';
import { api } from '@/lib/api';

export function replyToContactMessage({ id, ...body }: ContactReplyInput & { id: string }) {
  return api.answer(
    endpoints.contact.reply,
    { params: { id }, body },
    { auth: true, check: adminContactMessageSchema },
  );
}

/** POST /api/v1/admin/contact-messages/:id/reply: mailed to the sender, kept with the message. */
export function useReplyToContactMessage() {
  return useAdminMutation(replyToContactMessage, (queryClient) =>
    queryClient.invalidateQueries({ queryKey: adminKeys.contactMessages() }),
  );
}
