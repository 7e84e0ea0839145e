import { Trans, useLingui } from '@lingui/react/macro';
import { useAuth } from '@/lib/auth';
import { itemsOf } from '@/lib/pagination';
import { paths } from '@/lib/paths';
import { ButtonLink } from '@/ui/button';
import { LoadMore } from '@/ui/load-more';
import { PageHeader } from '@/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/ui/page-state';
import { useStories } from '../api/get-story-pages';
import { StoryGrid } from '../components/story-grid';

function StoriesList() {
  const { t } = useLingui();
  const stories = useStories();
  if (stories.isPending) return <LoadingState message={t`Loading stories...`} />;
  if (stories.isError && !stories.data) {
    return <ErrorState message={t`Error fetching stories.`} onRetry={() => stories.refetch()} />;
  }
  const items = itemsOf(stories.data.pages);
  if (items.length === 0) return <EmptyState message={t`No stories to show.`} />;
  return (
    <div className="flex flex-col gap-8">
      <StoryGrid label={t`Stories`} stories={items} />
      <LoadMore list={stories} failureMessage={t`Error fetching more stories. Please try again.`} />
    </div>
  );
}

export function StoriesPage() {
  const { t } = useLingui();
  const { isAuthenticated } = useAuth();
  return (
    <div className="page-container flex flex-col gap-8 py-10 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeader
          title={t`Stories`}
          description={t`Alumni write about their careers, research and memories of campus.`}
        />
        {isAuthenticated && (
          <ButtonLink to={paths.createStory.path}>
            <Trans>Create Story</Trans>
          </ButtonLink>
        )}
      </div>
      <StoriesList />
    </div>
  );
}
