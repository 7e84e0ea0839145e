import { type CalendarFeed, calendarFeedAddressSchema, calendarFeedSchema, endpoints } from '@alumni/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { eventPageKeys } from './more-keys';

export function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeed> {
  return api.call(endpoints.events.calendarFeed, {}, { auth: true, signal, check: calendarFeedSchema });
}

/** When the member's private feed address was made (null: none yet); the address itself is not kept. */
export function useCalendarFeed() {
  return useQuery({ queryKey: eventPageKeys.calendarFeed(), queryFn: ({ signal }) => getCalendarFeed(signal) });
}

/**
 * Makes a secret address for the member's feed, the first or a new one (the old one stops
 * working). The address is in this mutation's answer only: the server cannot give it again.
 */
export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      api.call(endpoints.events.resetCalendarFeed, {}, { auth: true, check: calendarFeedAddressSchema }),
    onSuccess: (made) =>
      queryClient.setQueryData<CalendarFeed>(eventPageKeys.calendarFeed(), { createdAt: made.createdAt }),
  });
}
