import { endpoints, type OwnStory, ownStorySchema } from '@alumni/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { storyKeys } from './query-keys';

/** One of the member's own stories, even while an admin hides it (for editing it). */
export function useOwnStory(id: string, { enabled }: { enabled: boolean }) {
  return useQuery({
    ...queryOptions({
      queryKey: [...storyKeys.mine(), 'one', id] as const,
      queryFn: ({ signal }) =>
        api.call(endpoints.stories.own, { params: { id } }, { auth: true, signal, check: ownStorySchema }),
    }),
    enabled,
  });
}

/** The author asks the admins to look at their hidden story again. */
export function useRequestReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: string; note?: string }): Promise<OwnStory> =>
      api.call(
        endpoints.stories.requestReview,
        { params: { id }, body: note ? { note } : {} },
        { auth: true, check: ownStorySchema },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: storyKeys.mine() }),
  });
}
