import type { DirectoryEntry } from '@alumni/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { EventSummaryCard } from '@/features/events';
import { formatYear } from '@/features/profile/later';
import { StoryCard } from '@/features/stories';
import { failureMessage, isNotFound } from '@/lib/api';
import { usePageTitle } from '@/lib/page-title';
import { itemsOf } from '@/lib/pagination';
import { paths } from '@/lib/paths';
import { LoadMore } from '@/ui/load-more';
import { NotFoundPage } from '@/ui/not-found-page';
import { EmptyState, ErrorState, LoadingState } from '@/ui/page-state';
import { useChapter, useChapterEvents, useChapterMembers, useChapterStories } from '../api';
import { ChapterKindBadge, membersText } from '../components/chapter-kind';
import { MembershipButton } from '../components/membership-button';
import { chapterPaths } from '../paths';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-4">
      <h2 id={id} className="text-xl font-bold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

function UpcomingEvents({ chapterId }: { chapterId: string }) {
  const { t } = useLingui();
  const list = useChapterEvents(chapterId);
  const items = itemsOf(list.data?.pages);
  if (list.isPending) return <LoadingState message={t`Loading events…`} />;
  if (list.isError && !list.data) {
    return (
      <ErrorState message={failureMessage(list.error, t`The events could not be loaded.`)} onRetry={list.refetch} />
    );
  }
  if (items.length === 0) return <EmptyState message={t`No upcoming events in this chapter.`} />;
  return (
    <>
      <ul aria-label={t`Upcoming events`} className="grid gap-4 md:grid-cols-2">
        {items.map((event) => (
          <li key={event._id} className="min-w-0">
            <EventSummaryCard event={event} headingLevel={3} />
          </li>
        ))}
      </ul>
      <LoadMore list={list} failureMessage={t`More events could not be loaded.`} />
    </>
  );
}

function Stories({ chapterId }: { chapterId: string }) {
  const { t } = useLingui();
  const list = useChapterStories(chapterId);
  const items = itemsOf(list.data?.pages);
  if (list.isPending) return <LoadingState message={t`Loading stories…`} />;
  if (list.isError && !list.data) {
    return (
      <ErrorState message={failureMessage(list.error, t`The stories could not be loaded.`)} onRetry={list.refetch} />
    );
  }
  if (items.length === 0) return <EmptyState message={t`No stories in this chapter yet.`} />;
  return (
    <>
      <ul aria-label={t`Stories`} className="grid gap-4 md:grid-cols-2">
        {items.map((story) => (
          <li key={story._id} className="min-w-0">
            <StoryCard story={story} headingLevel={3} compact />
          </li>
        ))}
      </ul>
      <LoadMore list={list} failureMessage={t`More stories could not be loaded.`} />
    </>
  );
}

function MemberItem({ member }: { member: DirectoryEntry }) {
  const { t } = useLingui();
  const yearOfPassing = formatYear(member.yearOfPassing);
  const { programme } = member;
  return (
    <li className="flex min-w-0 flex-col gap-1 rounded-lg border border-slate-200 bg-white p-3">
      <Link
        to={paths.profile.getHref(member._id)}
        className="self-start rounded-sm font-semibold break-words text-blue-800 hover:underline"
      >
        {member.fullName}
      </Link>
      <p className="text-sm text-slate-700">{t`Class of ${yearOfPassing} · ${programme}`}</p>
      {member.email && (
        <a href={`mailto:${member.email}`} className="self-start text-sm break-all text-blue-700 underline">
          {member.email}
        </a>
      )}
    </li>
  );
}

function Members({ chapterId }: { chapterId: string }) {
  const { t } = useLingui();
  const list = useChapterMembers(chapterId);
  const items = itemsOf(list.data?.pages);
  if (list.isPending) return <LoadingState message={t`Loading members…`} />;
  if (list.isError && !list.data) {
    return (
      <ErrorState message={failureMessage(list.error, t`The members could not be loaded.`)} onRetry={list.refetch} />
    );
  }
  if (items.length === 0) return <EmptyState message={t`Nobody has joined this chapter yet.`} />;
  return (
    <>
      <ul aria-label={t`Members`} className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((member) => (
          <MemberItem key={member._id} member={member} />
        ))}
      </ul>
      <LoadMore list={list} failureMessage={t`More members could not be loaded.`} />
    </>
  );
}

/** /chapters/:id: a chapter's members, upcoming events and stories, and the member's join or leave button. */
export function ChapterPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  const chapter = useChapter(id);
  usePageTitle(chapter.data?.name ?? t`Chapter`);
  if (chapter.isPending) return <LoadingState message={t`Loading the chapter…`} />;
  if (chapter.isError) {
    if (isNotFound(chapter.error)) return <NotFoundPage />;
    return (
      <div className="page-container py-10">
        <h1 className="sr-only">
          <Trans>Chapter</Trans>
        </h1>
        <ErrorState
          message={failureMessage(chapter.error, t`The chapter could not be loaded.`)}
          onRetry={chapter.refetch}
        />
      </div>
    );
  }
  const { data } = chapter;
  return (
    <div className="page-container flex flex-col gap-10 py-10 sm:py-14">
      <div className="flex flex-col gap-3">
        <Link to={chapterPaths.chapters} className="self-start text-sm text-blue-800 underline underline-offset-4">
          <Trans>All chapters</Trans>
        </Link>
        <div className="flex flex-wrap items-center gap-2">
          <ChapterKindBadge kind={data.kind} />
        </div>
        <h1 className="text-2xl font-bold tracking-tight break-words text-slate-900 sm:text-3xl">{data.name}</h1>
        <p className="text-slate-700">
          {membersText(data.memberCount)}
          {data.isMember ? ` · ${t`You are a member`}` : ''}
        </p>
        <MembershipButton chapter={data} />
      </div>
      <Section id="chapter-events" title={t`Upcoming events`}>
        <UpcomingEvents chapterId={data._id} />
      </Section>
      <Section id="chapter-stories" title={t`Stories`}>
        <Stories chapterId={data._id} />
      </Section>
      <Section id="chapter-members" title={t`Members`}>
        <Members chapterId={data._id} />
      </Section>
    </div>
  );
}
