import type { Chapter } from '@alumni/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { failureMessage } from '@/lib/api';
import { itemsOf } from '@/lib/pagination';
import { Badge } from '@/ui/badge';
import { LoadMore } from '@/ui/load-more';
import { PageHeader } from '@/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/ui/page-state';
import { useChapters } from '../api';
import { ChapterKindBadge, membersText } from '../components/chapter-kind';
import { MembershipButton } from '../components/membership-button';
import { chapterPaths } from '../paths';

function ChapterItem({ chapter }: { chapter: Chapter }) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <ChapterKindBadge kind={chapter.kind} />
        {chapter.isMember && (
          <Badge tone="green">
            <Trans>You are a member</Trans>
          </Badge>
        )}
      </div>
      <h2 className="text-lg font-bold break-words text-slate-900">
        <Link
          to={chapterPaths.chapterHref(chapter._id)}
          className="rounded-sm text-blue-800 hover:underline focus-visible:outline-offset-4"
        >
          {chapter.name}
        </Link>
      </h2>
      <p className="text-sm text-slate-700">{membersText(chapter.memberCount)}</p>
      <div className="mt-auto">
        <MembershipButton chapter={chapter} />
      </div>
    </li>
  );
}

/** /chapters: every chapter in use, by name; members join the ones they choose. */
export function ChaptersPage() {
  const { t } = useLingui();
  const list = useChapters();
  const items = itemsOf(list.data?.pages);
  return (
    <div className="page-container flex flex-col gap-8 py-10 sm:py-14">
      <PageHeader
        title={t`Chapters`}
        description={t`Alumni groups by college, city and batch. Join the ones you belong to: nobody is added automatically.`}
      />
      {list.isPending ? (
        <LoadingState message={t`Loading chapters…`} />
      ) : list.isError && !list.data ? (
        <ErrorState message={failureMessage(list.error, t`The chapters could not be loaded.`)} onRetry={list.refetch} />
      ) : items.length === 0 ? (
        <EmptyState message={t`There are no chapters yet.`} />
      ) : (
        <ul aria-label={t`Chapters`} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((chapter) => (
            <ChapterItem key={chapter._id} chapter={chapter} />
          ))}
        </ul>
      )}
      <LoadMore list={list} failureMessage={t`More chapters could not be loaded.`} />
    </div>
  );
}
