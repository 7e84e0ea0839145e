import {
  type ContactRequestDirection,
  type ContactRequestInput,
  contactRequestSchema,
  contactSharingSchema,
  endpoints,
  incomingContactRequestSchema,
} from '@alumni/contract';
import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { cursorPagination } from '@/lib/pagination';
import { privacyKeys } from './query-keys';

const PAGE_SIZE = 50;

/** Contact on request (decision 0058): the member's requests, incoming (to see their fields) or outgoing. */
export function useContactRequests(direction: ContactRequestDirection) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: privacyKeys.contactRequestList(direction),
      queryFn: ({ pageParam, signal }) =>
        api.page(
          endpoints.privacy.contactRequests,
          { query: { limit: PAGE_SIZE, cursor: pageParam, direction } },
          { auth: true, signal, check: contactRequestSchema },
        ),
      ...cursorPagination,
    }),
  );
}

/** The viewer's side of a member's on-request fields: each one's state, the value when shared. Never kept between visits. */
export function useContactSharing(memberId: string) {
  return useQuery({
    queryKey: privacyKeys.contactSharing(memberId),
    queryFn: ({ signal }) =>
      api.call(
        endpoints.privacy.contactSharing,
        { params: { id: memberId } },
        { auth: true, signal, check: contactSharingSchema },
      ),
    staleTime: 0,
  });
}

export function useAskContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ContactRequestInput) => api.call(endpoints.privacy.askContact, { body }, { auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: privacyKeys.contactRequests() }),
  });
}

/** Approve, decline or take back: every list of requests is read again. */
export function useAnswerContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: 'approve' | 'decline' | 'revoke' }) =>
      answer === 'revoke'
        ? api.call(
            endpoints.privacy.revokeContact,
            { params: { id } },
            { auth: true, check: incomingContactRequestSchema },
          )
        : api.call(
            endpoints.privacy.decideContact,
            { params: { id }, body: { decision: answer } },
            { auth: true, check: incomingContactRequestSchema },
          ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: privacyKeys.contactRequests() }),
        queryClient.invalidateQueries({ queryKey: privacyKeys.summary() }),
      ]),
  });
}
