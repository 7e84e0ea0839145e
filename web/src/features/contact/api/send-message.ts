import { type ContactInput, contactMessageSchema } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { contactKeys } from './query-keys';

/** POST /api/v1/contact: answers 201 with the stored message and the confirmation to show; 429 past the hourly limit. */
export function sendContactMessage(body: ContactInput) {
  return api.withMessage('/v1/contact', contactMessageSchema, { method: 'POST', body, auth: true });
}

export function useSendContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.mine() }),
  });
}
