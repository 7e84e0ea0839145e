import { useLingui } from '@lingui/react/macro';
import { DeleteWithToasts } from '@/ui/confirm-delete';
import { useDeleteStory } from '../api/delete-story';

/** The author's delete of a story; `onDeleted` is for the story's own page, which goes back to the list. */
export function DeleteStoryButton({
  story,
  onDeleted,
}: {
  story: { _id: string; title: string };
  onDeleted?: () => void;
}) {
  const { t } = useLingui();
  return (
    <DeleteWithToasts
      id={story._id}
      itemName={story.title}
      mutation={useDeleteStory()}
      words={{
        question: t`Delete this story? This cannot be undone.`,
        deleted: t`Story deleted.`,
        failed: t`Failed to delete the story. Please try again.`,
      }}
      onDeleted={onDeleted}
    />
  );
}
