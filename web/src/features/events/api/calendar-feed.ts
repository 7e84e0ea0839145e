import { type CalendarFeed, calendarFeedSchema } from '@alumni/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { eventPageKeys } from './more-keys';

export function getCalendarFeed(signal?: AbortSignal): Promise<CalendarFeed> {
  return api.get('/v1/calendar/me', calendarFeedSchema, { auth: true, signal });
}

/** The member's private feed address (made by the server on first request) and when it was made. */
export function useCalendarFeed() {
  return useQuery({ queryKey: eventPageKeys.calendarFeed(), queryFn: ({ signal }) => getCalendarFeed(signal) });
}

/** Makes a new secret address for the member's feed; the old one stops working. */
export function useResetCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/v1/calendar/me/reset', calendarFeedSchema, undefined, { auth: true }),
    onSuccess: (feed) => queryClient.setQueryData(eventPageKeys.calendarFeed(), feed),
  });
}
