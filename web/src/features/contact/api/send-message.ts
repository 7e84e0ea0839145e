import { type ContactInput, contactMessageSchema, endpoints, type PublicContactInput } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { contactKeys } from './query-keys';

/** POST /api/v1/contact: answers 201 with the stored message and the confirmation to show; 429 past the hourly limit. */
export function sendContactMessage(body: ContactInput) {
  return api.answer(endpoints.contact.send, { body }, { auth: true, check: contactMessageSchema });
}

export function useSendContactMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendContactMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: contactKeys.mine() }),
  });
}

/** POST /api/v1/contact/public: a visitor's message, limited per IP and per address; 429 past either limit. */
export function sendVisitorMessage(body: PublicContactInput) {
  return api.answer(endpoints.contact.sendPublic, { body }, { check: contactMessageSchema });
}

export function useSendVisitorMessage() {
  return useMutation({ mutationFn: sendVisitorMessage });
}
