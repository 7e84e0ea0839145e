import { type OwnStory, ownStorySchema } from '@alumni/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { storyKeys } from './query-keys';

const ownPath = (id: string) => `/v1/user/story/${encodeURIComponent(id)}`;

/** One of the member's own stories, even while an admin hides it (for editing it). */
export function useOwnStory(id: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    ...queryOptions({
      queryKey: [...storyKeys.mine(), 'one', id] as const,
      queryFn: ({ signal }) => api.get(`${ownPath(id)}/own`, ownStorySchema, { auth: true, signal }),
    }),
    enabled,
  });
}

/** The author asks the admins to look at their hidden story again. */
export function useRequestReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note?: string }): Promise<OwnStory> =>
      api.post(`${ownPath(id)}/review`, ownStorySchema, note ? { note } : {}, { auth: true }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storyKeys.mine() }),
  });
}
