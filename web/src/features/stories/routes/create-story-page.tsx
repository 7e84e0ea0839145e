import { todayIn } from '@alumni/contract';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { useAccount } from '@/features/account';
import { useInstitution } from '@/lib/institution';
import { paths } from '@/lib/paths';
import { showToast } from '@/lib/toasts';
import { FormPage } from '@/ui/form-page';
import { useCreateStory } from '../api/create-story';
import { StoryForm, storyFormValues } from '../components/story-form';

export function CreateStoryPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const institution = useInstitution();
  const account = useAccount();
  const createStory = useCreateStory();

  return (
    <FormPage
      title={t`Create story`}
      description={t`Share a milestone, a memory or a lesson with fellow alumni. Every field except the description is required.`}
    >
      <StoryForm
        defaultValues={{ ...storyFormValues(), date: todayIn(institution.timeZone) }}
        authorSuggestion={account.data?.name}
        submitLabel={t`Publish story`}
        failureMessage={t`Failed to submit the story. Please try again.`}
        onSubmit={async (body) => {
          await createStory.mutateAsync(body);
          showToast(t`Story published.`);
          navigate(paths.stories.path);
        }}
      />
    </FormPage>
  );
}
