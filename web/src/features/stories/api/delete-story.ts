import { endpoints } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api';
import { invalidateStoryLists, storyKeys } from './query-keys';

export function deleteStory(id: string): Promise<null> {
  return api.call(endpoints.stories.remove, { params: { id } }, { auth: true, check: z.null() });
}

export function useDeleteStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteStory,
    onSuccess: (_, id) => {
      // Removed, not invalidated: refetching the story just deleted would only answer 404.
      queryClient.removeQueries({ queryKey: storyKeys.detail(id), exact: true });
      return invalidateStoryLists(queryClient);
    },
  });
}
