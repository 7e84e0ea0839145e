import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useParams } from 'react-router';
import { isNotFound } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { paths } from '@/lib/paths';
import { showToast } from '@/lib/toasts';
import { ButtonLink } from '@/ui/button';
import { FormPage } from '@/ui/form-page';
import { ErrorState, LoadingState } from '@/ui/page-state';
import { useStory } from '../api/get-story';
import { useOwnStory } from '../api/own-story';
import { useUpdateStory } from '../api/update-story';
import { StoryForm, storyFormValues } from '../components/story-form';

function EditStoryForm({ id }: { id: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { session } = useAuth();
  const shown = useStory(id);
  // A story an admin hid is a 404 to everyone; its author edits it through their own copy.
  const own = useOwnStory(id, { enabled: isNotFound(shown.error) && session !== null });
  const story = shown.data || !isNotFound(shown.error) || !session ? shown : own;
  const updateStory = useUpdateStory(id);

  if (story.isPending) return <LoadingState message={t`Loading story...`} />;
  if (!story.data) {
    return isNotFound(story.error) ? (
      <ErrorState message={t`Story not found.`} />
    ) : (
      <ErrorState message={t`Error fetching story details.`} onRetry={() => story.refetch()} />
    );
  }
  if (story.data.authorId !== session?.userId) {
    return (
      <div className="flex flex-col items-start gap-4">
        <ErrorState message={t`Only the author of a story can edit it.`} />
        <ButtonLink to={paths.story.getHref(id)} variant="secondary">
          <Trans>Back to the story</Trans>
        </ButtonLink>
      </div>
    );
  }
  return (
    <StoryForm
      defaultValues={storyFormValues(story.data)}
      currentCover={story.data}
      submitLabel={t`Save changes`}
      failureMessage={t`Failed to save the story. Please try again.`}
      onSubmit={async (body) => {
        const saved = await updateStory.mutateAsync(body);
        showToast(t`Story updated.`);
        // A hidden story has no public page: its author goes back to their list, where it is marked.
        navigate(saved.hidden ? paths.userStories.path : paths.story.getHref(saved._id));
      }}
    />
  );
}

export function EditStoryPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  return (
    <FormPage title={t`Edit story`}>
      <EditStoryForm id={id} />
    </FormPage>
  );
}
