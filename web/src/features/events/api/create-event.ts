import { type AlumniEvent, endpoints, type eventInputSchema, eventSchema } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api';
import { eventKeys, invalidateEventLists } from './query-keys';

/** What the event form sends: the contract's flat input after its parsing (trimmed, e-mail lower-cased). */
export type EventBody = z.output<typeof eventInputSchema>;

export function createEvent(body: EventBody): Promise<AlumniEvent> {
  return api.call(endpoints.events.create, { body }, { auth: true, check: eventSchema });
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(event._id), event);
      return invalidateEventLists(queryClient);
    },
  });
}
