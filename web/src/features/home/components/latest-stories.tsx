import { useLingui } from '@lingui/react/macro';
import { StoryCard, useLatestStories } from '@/features/stories';
import { EmptyState, ErrorState, LoadingState } from '@/ui/page-state';
import { HOME_LIST_SIZE } from './home-section';

/** The four newest stories: the first page of the stories list, a short one. */
export function LatestStories() {
  const { t } = useLingui();
  const stories = useLatestStories(HOME_LIST_SIZE);
  if (stories.isPending) return <LoadingState message={t`Loading stories...`} />;
  if (!stories.data) return <ErrorState message={t`Error fetching stories.`} onRetry={() => stories.refetch()} />;
  const items = stories.data.items;
  if (items.length === 0) return <EmptyState message={t`No stories to show.`} />;
  return (
    <ul className="flex flex-col gap-4">
      {items.map((story) => (
        <li key={story._id}>
          <StoryCard story={story} headingLevel={3} compact />
        </li>
      ))}
    </ul>
  );
}
