import { endpoints, type Story, storyHiddenSchema, storySchema } from '@alumni/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import type { StoryBody } from './create-story';
import { invalidateStoryLists, storyKeys } from './query-keys';

/** A story an admin hid comes back marked: it stays hidden when its author edits it. */
const savedStorySchema = storySchema.extend({ hidden: storyHiddenSchema.optional() });

export function updateStory(id: string, body: StoryBody): Promise<Story & { hidden?: unknown }> {
  return api.call(endpoints.stories.update, { params: { id }, body }, { auth: true, check: savedStorySchema });
}

export function useUpdateStory(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StoryBody) => updateStory(id, body),
    onSuccess: (story) => {
      // A hidden story is its author's alone: it is not put where the public story page reads.
      if (!story.hidden) queryClient.setQueryData(storyKeys.detail(story._id), story);
      return invalidateStoryLists(queryClient);
    },
  });
}
