import { type Attendee, attendeeSchema } from '@alumni/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api';
import { cursorPagination, pagePath } from '@/lib/pagination';
import { eventPageKeys } from './more-keys';

const ATTENDEES_PAGE_SIZE = 50;

export function getAttendees(
  id: string,
  page: { limit: number; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<Page<Attendee>> {
  return api.getPage(pagePath(`/v1/user/event/${encodeURIComponent(id)}/attendees`, page), attendeeSchema, {
    auth: true,
    signal,
  });
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
