import { type AlumniEvent, endpoints, eventSchema } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { EventBody } from './create-event';
import { eventPageKeys } from './more-keys';
import { eventKeys, invalidateEventLists } from './query-keys';

export function updateEvent(id: string, body: EventBody): Promise<AlumniEvent> {
  return api.call(endpoints.events.update, { params: { id }, body }, { auth: true, check: eventSchema });
}

export function useUpdateEvent(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: EventBody) => updateEvent(id, body),
    onSuccess: (event) => {
      queryClient.setQueryData(eventKeys.detail(event._id), event);
      return Promise.all([
        invalidateEventLists(queryClient),
        queryClient.invalidateQueries({ queryKey: eventPageKeys.past() }),
      ]);
    },
  });
}
