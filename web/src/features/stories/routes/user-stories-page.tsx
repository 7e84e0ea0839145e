import type { StorySummary } from '@alumni/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { paths } from '@/app/paths';
import { itemsOf } from '@/lib/pagination';
import { ButtonLink } from '@/ui/button';
import { LoadMore } from '@/ui/load-more';
import { PageHeader } from '@/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/ui/page-state';
import { useUserStories } from '../api/get-user-stories';
import { DeleteStoryButton } from '../components/delete-story-button';
import { StoryGrid } from '../components/story-grid';

function OwnStoryActions({ story }: { story: StorySummary }) {
  const { title } = story;
  return (
    <>
      <ButtonLink to={paths.editStory.getHref(story._id)} variant="secondary">
        <Trans>
          Edit<span className="sr-only"> {title}</span>
        </Trans>
      </ButtonLink>
      <DeleteStoryButton story={story} />
    </>
  );
}

function OwnStories() {
  const { t } = useLingui();
  const stories = useUserStories();
  if (stories.isPending) return <LoadingState message={t`Loading your stories...`} />;
  if (stories.isError && !stories.data) {
    return <ErrorState message={t`Error fetching your stories.`} onRetry={() => stories.refetch()} />;
  }
  const items = itemsOf(stories.data.pages);
  if (items.length === 0) {
    return (
      <EmptyState
        message={t`You have not posted any stories yet.`}
        action={
          <ButtonLink to={paths.createStory.path}>
            <Trans>Create a story</Trans>
          </ButtonLink>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-8">
      <StoryGrid label={t`Your stories`} stories={items} actionsFor={(story) => <OwnStoryActions story={story} />} />
      <LoadMore list={stories} failureMessage={t`Error fetching more of your stories. Please try again.`} />
    </div>
  );
}

export function UserStoriesPage() {
  const { t } = useLingui();
  return (
    <div className="page-container flex flex-col gap-8 py-10 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeader
          title={t`Your stories`}
          description={t`Stories you have published. Only you can edit or delete them.`}
        />
        <ButtonLink to={paths.createStory.path}>
          <Trans>Create Story</Trans>
        </ButtonLink>
      </div>
      <OwnStories />
    </div>
  );
}
