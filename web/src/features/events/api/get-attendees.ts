import { type Attendee, attendeeSchema, endpoints } from '@alumni/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api';
import { cursorPagination } from '@/lib/pagination';
import { eventPageKeys } from './more-keys';

const ATTENDEES_PAGE_SIZE = 50;

export function getAttendees(
  id: string,
  page: { limit: number; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<Page<Attendee>> {
  return api.page(
    endpoints.events.attendees,
    { params: { id }, query: page },
    { auth: true, signal, check: attendeeSchema },
  );
}

/** Members going to the event, by name, in the order they registered (verified members only). */
export function useAttendees(id: string, { enabled }: { enabled: boolean }) {
  return useInfiniteQuery({
    ...infiniteQueryOptions({
      queryKey: eventPageKeys.attendees(id),
      queryFn: ({ pageParam, signal }) => getAttendees(id, { limit: ATTENDEES_PAGE_SIZE, cursor: pageParam }, signal),
      ...cursorPagination,
    }),
    enabled,
  });
}
