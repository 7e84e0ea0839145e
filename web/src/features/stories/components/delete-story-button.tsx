import { useLingui } from '@lingui/react/macro';
import { failureMessage } from '@/lib/api';
import { showToast } from '@/lib/toasts';
import { ConfirmDelete } from '@/ui/confirm-delete';
import { useDeleteStory } from '../api/delete-story';

/**
 * "Delete" for the story's author, confirmed in place (ui/confirm-delete.tsx). Says whether it
 * worked; `onDeleted` lets a page showing only this story go elsewhere.
 */
export function DeleteStoryButton({
  story,
  onDeleted,
}: {
  story: { _id: string; title: string };
  onDeleted?: () => void;
}) {
  const { t } = useLingui();
  const deleteStory = useDeleteStory();
  return (
    <ConfirmDelete
      itemName={story.title}
      question={t`Delete this story? This cannot be undone.`}
      isDeleting={deleteStory.isPending}
      onConfirm={() =>
        deleteStory.mutate(story._id, {
          onSuccess: () => {
            showToast(t`Story deleted.`);
            onDeleted?.();
          },
          onError: (error) =>
            showToast(failureMessage(error, t`Failed to delete the story. Please try again.`), 'error'),
        })
      }
    />
  );
}
