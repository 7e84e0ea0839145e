import { useNavigate, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { isNotFound } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { usePageTitle } from '@/lib/page-title';
import { showToast } from '@/lib/toasts';
import { ButtonLink } from '@/ui/button';
import { FormPage } from '@/ui/form-page';
import { ErrorState, LoadingState } from '@/ui/page-state';
import { useStory } from '../api/get-story';
import { useUpdateStory } from '../api/update-story';
import { StoryForm, storyFormValues } from '../components/story-form';

function EditStoryForm({ id }: { id: string }) {
  const navigate = useNavigate();
  const { session } = useAuth();
  const story = useStory(id);
  const updateStory = useUpdateStory(id);

  if (story.isPending) return <LoadingState message="Loading story..." />;
  if (!story.data) {
    return isNotFound(story.error) ? (
      <ErrorState message="Story not found." />
    ) : (
      <ErrorState message="Error fetching story details." onRetry={() => story.refetch()} />
    );
  }
  if (story.data.authorId !== session?.userId) {
    return (
      <div className="flex flex-col items-start gap-4">
        <ErrorState message="Only the author of a story can edit it." />
        <ButtonLink to={paths.story.getHref(id)} variant="secondary">
          Back to the story
        </ButtonLink>
      </div>
    );
  }
  return (
    <StoryForm
      defaultValues={storyFormValues(story.data)}
      submitLabel="Save changes"
      failureMessage="Failed to save the story. Please try again."
      onSubmit={async (body) => {
        const saved = await updateStory.mutateAsync(body);
        showToast('Story updated.');
        navigate(paths.story.getHref(saved._id));
      }}
    />
  );
}

export function EditStoryPage() {
  usePageTitle('Edit story');
  const { id = '' } = useParams();
  return (
    <FormPage title="Edit story">
      <EditStoryForm id={id} />
    </FormPage>
  );
}
