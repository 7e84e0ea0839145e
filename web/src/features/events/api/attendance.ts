import { endpoints, type Registrant, registrantSchema } from '@alumni/contract';
import {
  type InfiniteData,
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { api, type Page } from '@/lib/api';
import { cursorPagination } from '@/lib/pagination';
import { eventPageKeys } from './more-keys';

const REGISTRANTS_PAGE_SIZE = 50;

export function getRegistrants(
  id: string,
  page: { limit: number; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<Page<Registrant>> {
  return api.page(
    endpoints.events.registrants,
    { params: { id }, query: page },
    { auth: true, signal, check: registrantSchema },
  );
}

/** Everyone registered for the event, with whether each came: the organiser's (or an admin's) sheet. */
export function useRegistrants(id: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: eventPageKeys.registrants(id),
      queryFn: ({ pageParam, signal }) =>
        getRegistrants(id, { limit: REGISTRANTS_PAGE_SIZE, cursor: pageParam }, signal),
      ...cursorPagination,
    }),
  );
}

export function markAttendance(eventId: string, userId: string, attended: boolean): Promise<Registrant> {
  return api.call(
    endpoints.events.markAttendance,
    { params: { id: eventId, userId }, body: { attended } },
    { auth: true, check: registrantSchema },
  );
}

/** Marks one registered member as come or not; the sheet shows the server's answer in place. */
export function useMarkAttendance(eventId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, attended }: { userId: string; attended: boolean }) =>
      markAttendance(eventId, userId, attended),
    onSuccess: (registrant) => {
      queryClient.setQueryData<InfiniteData<Page<Registrant>>>(eventPageKeys.registrants(eventId), (sheet) =>
        sheet
          ? {
              ...sheet,
              pages: sheet.pages.map((page) => ({
                ...page,
                items: page.items.map((item) => (item._id === registrant._id ? registrant : item)),
              })),
            }
          : sheet,
      );
      return queryClient.invalidateQueries({ queryKey: ['insights'] });
    },
  });
}
