import { type Story, storySchema } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { StoryBody } from './create-story';
import { invalidateStoryLists, storyKeys } from './query-keys';

export function updateStory(id: string, body: StoryBody): Promise<Story> {
  return api.put(`/v1/user/story/${encodeURIComponent(id)}`, storySchema, body, { auth: true });
}

export function useUpdateStory(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StoryBody) => updateStory(id, body),
    onSuccess: (story) => {
      queryClient.setQueryData(storyKeys.detail(story._id), story);
      return invalidateStoryLists(queryClient);
    },
  });
}
