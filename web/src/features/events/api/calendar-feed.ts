import { type CalendarFeed, calendarFeedAddressSchema, calendarFeedSchema } from '@alumni/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { eventPageKeys } from './more-keys';

export function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeed> {
  return api.get('/v1/calendar/me', calendarFeedSchema, { auth: true, signal });
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
    mutationFn: () => api.post('/v1/calendar/me/reset', calendarFeedAddressSchema, undefined, { auth: true }),
    onSuccess: (made) =>
      queryClient.setQueryData<CalendarFeed>(eventPageKeys.calendarFeed(), { createdAt: made.createdAt }),
  });
}
