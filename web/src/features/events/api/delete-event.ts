import { endpoints } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';
import { eventPageKeys } from './more-keys';
import { eventKeys, invalidateEventLists } from './query-keys';

export function deleteEvent(id: string): Promise<null> {
  return api.call(endpoints.events.remove, { params: { id } }, { auth: true, check: z.null() });
}

export function useDeleteEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEvent,
    onSuccess: (_, id) => {
      // Removed, not invalidated: refetching the event just deleted would only answer 404.
      queryClient.removeQueries({ queryKey: eventKeys.detail(id), exact: true });
      return Promise.all([
        invalidateEventLists(queryClient),
        queryClient.invalidateQueries({ queryKey: eventPageKeys.past() }),
      ]);
    },
  });
}
