import type { Story } from '@alumni/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams } from 'react-router';
import { chapterPaths } from '@/features/chapters/paths';
import { ReportButton } from '@/features/moderation';
import { isNotFound } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { formatDate } from '@/lib/dates';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';
import { Badge } from '@/ui/badge';
import { ButtonLink } from '@/ui/button';
import { Markdown } from '@/ui/markdown';
import { ErrorState, LoadingState } from '@/ui/page-state';
import { ShareLinks } from '@/ui/share-links';
import { useStory } from '../api/get-story';
import { DeleteStoryButton } from '../components/delete-story-button';
import { StoryByline } from '../components/story-byline';

function BackToStories() {
  return (
    <Link
      to={paths.stories.path}
      className="self-start rounded text-sm font-semibold text-blue-700 underline-offset-4 hover:underline"
    >
      <Trans>
        <span aria-hidden="true">← </span>All stories
      </Trans>
    </Link>
  );
}

function AuthorActions({ story }: { story: Story }) {
  const navigate = useNavigate();
  const { title } = story;
  return (
    <div className="flex flex-wrap items-start gap-3">
      <ButtonLink to={paths.editStory.getHref(story._id)} variant="secondary">
        <Trans>
          Edit<span className="sr-only"> {title}</span>
        </Trans>
      </ButtonLink>
      <DeleteStoryButton story={story} onDeleted={() => navigate(paths.stories.path)} />
    </div>
  );
}

function StoryArticle({ story }: { story: Story }) {
  const { session } = useAuth();
  const isAuthor = session?.userId === story.authorId;
  const { chapterName } = story;
  return (
    <article className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap items-center gap-3 text-sm text-slate-600">
          <Badge>{story.category}</Badge>
          <time dateTime={story.date}>{formatDate(story.date)}</time>
        </div>
        <h1 className="text-3xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl">{story.title}</h1>
        <StoryByline story={story} className="text-slate-700" />
        {story.chapterId && story.chapterName && (
          <p className="text-sm text-slate-700">
            <Trans>
              Chapter:{' '}
              <Link
                to={chapterPaths.chapterHref(story.chapterId)}
                className="font-medium text-blue-800 underline underline-offset-2 hover:no-underline"
              >
                {chapterName}
              </Link>
            </Trans>
          </p>
        )}
        {story.description && <p className="max-w-prose text-lg break-words text-slate-700">{story.description}</p>}
      </header>
      {isAuthor ? (
        <AuthorActions story={story} />
      ) : (
        <ReportButton
          targetType="story"
          targetId={story._id}
          authorId={story.authorId}
          itemName={story.title}
          className="self-start"
        />
      )}
      <ShareLinks title={story.title} path={paths.story.getHref(story._id)} />
      {story.image && (
        <img
          src={story.image}
          alt={story.imageAlt ?? ''}
          className="aspect-video w-full rounded-xl bg-slate-100 object-cover"
        />
      )}
      <Markdown source={story.content} className="text-lg" />
    </article>
  );
}

function StoryDetail({ id }: { id: string }) {
  const { t } = useLingui();
  const story = useStory(id);
  const notFound = isNotFound(story.error);
  usePageTitle(story.data?.title ?? (notFound ? t`Story not found` : t`Story`));

  if (story.data) return <StoryArticle story={story.data} />;
  if (notFound) {
    return (
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Story not found.</Trans>
      </h1>
    );
  }
  return (
    <>
      <h1 className="sr-only">
        <Trans>Story</Trans>
      </h1>
      {story.isPending ? (
        <LoadingState message={t`Loading story...`} />
      ) : (
        <ErrorState message={t`Error fetching story details.`} onRetry={() => story.refetch()} />
      )}
    </>
  );
}

export function StoryPage() {
  const { id = '' } = useParams();
  return (
    <div className="page-container flex max-w-4xl flex-col gap-6 py-10 sm:py-14">
      <BackToStories />
      <StoryDetail id={id} />
    </div>
  );
}
