import { endpoints, type PrivacyRequestInput, privacyRequestSchema } from '@alumni/contract';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { cursorPagination } from '@/lib/pagination';
import { rightsKeys } from './query-keys';

const PAGE_SIZE = 20;

/** The member's requests to the grievance officer, newest first, with their state and answer. */
export function useMyRequests() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: rightsKeys.requests(),
      queryFn: ({ pageParam, signal }) =>
        api.page(
          endpoints.rights.requests,
          { query: { limit: PAGE_SIZE, cursor: pageParam } },
          { auth: true, signal, check: privacyRequestSchema },
        ),
      ...cursorPagination,
    }),
  );
}

/** POST /api/v1/privacy/requests: a grievance or a correction; the list is read again. */
export function useFileRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PrivacyRequestInput) => api.answer(endpoints.rights.fileRequest, { body }, { auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: rightsKeys.requests() }),
  });
}
