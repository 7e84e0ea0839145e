import type { OwnStorySummary, StorySummary } from '@alumni/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { failureMessage } from '@/lib/api';
import { itemsOf } from '@/lib/pagination';
import { paths } from '@/lib/paths';
import { showToast } from '@/lib/toasts';
import { Button, ButtonLink } from '@/ui/button';
import { LoadMore } from '@/ui/load-more';
import { PageHeader } from '@/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/ui/page-state';
import { useUserStories } from '../api/get-user-stories';
import { useRequestReview } from '../api/own-story';
import { DeleteStoryButton } from '../components/delete-story-button';
import { StoryGrid } from '../components/story-grid';

/** What the author of a story an admin hid is told: that it is hidden, why, and how to ask for a review. */
function HiddenNotice({ story, hidden }: { story: StorySummary; hidden: NonNullable<OwnStorySummary['hidden']> }) {
  const { t } = useLingui();
  const review = useRequestReview();
  const { reason } = hidden;
  const { title } = story;
  return (
    <div className="flex basis-full flex-col gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      <p className="font-semibold">
        <Trans>Hidden by an admin: only you can see this story.</Trans>
      </p>
      {reason && (
        <p>
          <Trans>Reason given: {reason}</Trans>
        </p>
      )}
      {hidden.reviewRequested ? (
        <p>
          <Trans>You asked for a review: an admin will look at it again.</Trans>
        </p>
      ) : (
        <>
          <p>
            <Trans>Edit it to fix what the admin named, then ask for a review.</Trans>
          </p>
          <Button
            variant="secondary"
            className="self-start"
            disabled={review.isPending}
            onClick={() =>
              review.mutate(
                { id: story._id },
                {
                  onSuccess: () => showToast(t`Review requested: an admin will look at your story again.`),
                  onError: (error) =>
                    showToast(failureMessage(error, t`Failed to ask for a review. Please try again.`), 'error'),
                },
              )
            }
          >
            <Trans>
              Ask for a review<span className="sr-only">: {title}</span>
            </Trans>
          </Button>
        </>
      )}
    </div>
  );
}

function OwnStoryActions({ story, hidden }: { story: StorySummary; hidden: OwnStorySummary['hidden'] }) {
  const { title } = story;
  return (
    <>
      {hidden && <HiddenNotice story={story} hidden={hidden} />}
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
  const hiddenById = new Map(items.map((story) => [story._id, story.hidden]));
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
      <StoryGrid
        label={t`Your stories`}
        stories={items}
        actionsFor={(story) => <OwnStoryActions story={story} hidden={hiddenById.get(story._id) ?? null} />}
      />
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
