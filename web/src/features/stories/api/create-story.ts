import { endpoints, type Story, type StoryBody, storySchema } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateStoryLists, storyKeys } from './query-keys';

/** What the story form sends: the contract's input after its parsing (trimmed, a blank description null). */
export type { StoryBody };

export function createStory(body: StoryBody): Promise<Story> {
  return api.call(endpoints.stories.create, { body }, { auth: true, check: storySchema });
}

export function useCreateStory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStory,
    onSuccess: (story) => {
      queryClient.setQueryData(storyKeys.detail(story._id), story);
      return invalidateStoryLists(queryClient);
    },
  });
}
