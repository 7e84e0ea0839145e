import {
  endpoints,
  type MentorshipDirection,
  type MentorshipRequest,
  type MentorshipRequestInput,
  mentorshipRequestSchema,
} from '@alumni/contract';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type Page } from '@/lib/api';
import { cursorPagination } from '@/lib/pagination';

const PAGE_SIZE = 20;
export const mentoringKeys = {
  all: ['mentoring'] as const,
  list: (direction: MentorshipDirection) => ['mentoring', 'requests', direction] as const,
};

export function getRequests(
  direction: MentorshipDirection,
  page: { limit: number; cursor?: string | undefined },
  signal?: AbortSignal,
): Promise<Page<MentorshipRequest>> {
  return api.page(
    endpoints.mentoring.list,
    { query: { ...page, cursor: page.cursor || undefined, direction } },
    { auth: true, signal, check: mentorshipRequestSchema },
  );
}

/** The signed-in member's requests in one direction, newest first. */
export function useMentorshipRequests(direction: MentorshipDirection) {
  return useInfiniteQuery({
    queryKey: mentoringKeys.list(direction),
    queryFn: ({ pageParam, signal }) => getRequests(direction, { limit: PAGE_SIZE, cursor: pageParam }, signal),
    ...cursorPagination,
  });
}

export function useAskForMentoring() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: MentorshipRequestInput) =>
      api.call(endpoints.mentoring.ask, { body }, { auth: true, check: mentorshipRequestSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mentoringKeys.all }),
  });
}

export function useAnswerRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, answer }: { id: string; answer: 'accept' | 'decline' }) =>
      api.call(
        answer === 'accept' ? endpoints.mentoring.accept : endpoints.mentoring.decline,
        { params: { id } },
        { auth: true, check: mentorshipRequestSchema },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mentoringKeys.all }),
  });
}
