import type { StorySummary } from '@alumni/contract';
import { paths } from '@/app/paths';
import { failureMessage } from '@/lib/api';
import { usePageTitle } from '@/lib/page-title';
import { itemsOf } from '@/lib/pagination';
import { showToast } from '@/lib/toasts';
import { ButtonLink } from '@/ui/button';
import { ConfirmDelete } from '@/ui/confirm-delete';
import { LoadMore } from '@/ui/load-more';
import { PageHeader } from '@/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/ui/page-state';
import { useDeleteStory } from '../api/delete-story';
import { useUserStories } from '../api/get-user-stories';
import { StoryGrid } from '../components/story-grid';

function OwnStoryActions({ story }: { story: StorySummary }) {
  const deleteStory = useDeleteStory();
  return (
    <>
      <ButtonLink to={paths.editStory.getHref(story._id)} variant="secondary">
        Edit<span className="sr-only"> {story.title}</span>
      </ButtonLink>
      <ConfirmDelete
        itemName={story.title}
        question="Delete this story? This cannot be undone."
        isDeleting={deleteStory.isPending}
        onConfirm={() =>
          deleteStory.mutate(story._id, {
            onSuccess: () => {
              showToast('Story deleted.');
            },
            onError: (error) =>
              showToast(failureMessage(error, 'Failed to delete the story. Please try again.'), 'error'),
          })
        }
      />
    </>
  );
}

function OwnStories() {
  const stories = useUserStories();
  if (stories.isPending) return <LoadingState message="Loading your stories..." />;
  if (stories.isError && !stories.data) {
    return <ErrorState message="Error fetching your stories." onRetry={() => stories.refetch()} />;
  }
  const items = itemsOf(stories.data.pages);
  if (items.length === 0) {
    return (
      <EmptyState
        message="You have not posted any stories yet."
        action={<ButtonLink to={paths.createStory.path}>Create a story</ButtonLink>}
      />
    );
  }
  return (
    <div className="flex flex-col gap-8">
      <StoryGrid label="Your stories" stories={items} actionsFor={(story) => <OwnStoryActions story={story} />} />
      <LoadMore list={stories} failureMessage="Error fetching more of your stories. Please try again." />
    </div>
  );
}

export function UserStoriesPage() {
  usePageTitle('Your stories');
  return (
    <div className="page-container flex flex-col gap-8 py-10 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeader title="Your stories" description="Stories you have published. Only you can edit or delete them." />
        <ButtonLink to={paths.createStory.path}>Create Story</ButtonLink>
      </div>
      <OwnStories />
    </div>
  );
}
