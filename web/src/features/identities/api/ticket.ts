import { endpoints, type OidcTicketAnswer } from '@alumni/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api';

/** What the provider sign-in's one-time ticket stands for; a sign-in's is used up and answers the session. */
export function exchangeTicket(ticket: string): Promise<OidcTicketAnswer> {
  return api.call(endpoints.identities.ticket, { body: { ticket } });
}

export function useTicketMutation() {
  return useMutation({ mutationFn: exchangeTicket });
}
