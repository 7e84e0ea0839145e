import { adminPrivacyRequestSchema, endpoints, type PrivacyAnswerInput } from '@alumni/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ADMIN_PAGE_SIZE, useAdminMutation } from '@/features/admin';
import { api } from '@/lib/api';
import { cursorPagination } from '@/lib/pagination';
import { rightsKeys } from './query-keys';

export type QueueFilter = 'open' | 'answered' | 'all';

/** The admins' queue of members' requests, newest first; overdue ones are marked by the server. */
export function useRequestQueue(filter: QueueFilter) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: rightsKeys.queueList(filter),
      queryFn: ({ pageParam, signal }) =>
        api.page(
          endpoints.rights.queue,
          { query: { limit: ADMIN_PAGE_SIZE, cursor: pageParam, state: filter === 'all' ? undefined : filter } },
          { auth: true, signal, check: adminPrivacyRequestSchema },
        ),
      ...cursorPagination,
    }),
  );
}

/** POST /api/v1/admin/requests/:id/answer: mailed to the member, kept with the request. */
export function useAnswerRequest() {
  return useAdminMutation(
    ({ id, ...body }: PrivacyAnswerInput & { id: string }) =>
      api.answer(endpoints.rights.answer, { params: { id }, body }, { auth: true, check: adminPrivacyRequestSchema }),
    (queryClient) => queryClient.invalidateQueries({ queryKey: rightsKeys.queue() }),
  );
}
