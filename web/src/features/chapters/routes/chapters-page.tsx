import { CHAPTER_KINDS, type Chapter, type ChapterKind } from '@alumni/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useDeferredValue, useState } from 'react';
import { Link } from 'react-router';
import { failureMessage } from '@/lib/api';
import { itemsOf } from '@/lib/pagination';
import { Badge } from '@/ui/badge';
import { SelectField, TextField } from '@/ui/form-fields';
import { LoadMore } from '@/ui/load-more';
import { PageHeader } from '@/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/ui/page-state';
import { useChapters } from '../api';
import { ChapterKindBadge, kindLabel, membersText } from '../components/chapter-kind';
import { MembershipButton } from '../components/membership-button';
import { chapterPaths } from '../paths';

function ChapterItem({ chapter }: { chapter: Chapter }) {
  return (
    <li className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <div className="flex flex-wrap items-center gap-2">
        <ChapterKindBadge kind={chapter.kind} />
        {chapter.isOwnCollege && (
          <Badge tone="blue">
            <Trans>Your college</Trans>
          </Badge>
        )}
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

/**
 * /chapters: every chapter in use, the member's own college's first, then by name (issue 35); a
 * search by name and a choice of kind narrow it as they are typed. Members join the ones they choose.
 */
export function ChaptersPage() {
  const { t, i18n } = useLingui();
  const [words, setWords] = useState('');
  const [kind, setKind] = useState<ChapterKind | ''>('');
  // The list follows the typing without a request holding up each key.
  const q = useDeferredValue(words.trim());
  const list = useChapters({ q, kind });
  const items = itemsOf(list.data?.pages);
  const narrowed = q !== '' || kind !== '';
  return (
    <div className="page-container flex flex-col gap-8 py-10 sm:py-14">
      <PageHeader
        title={t`Chapters`}
        description={t`Alumni groups by college, city and batch. Join the ones you belong to: nobody is added automatically.`}
      />
      <search aria-label={t`Find a chapter`} className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <TextField
          label={t`Search chapters`}
          type="search"
          name="q"
          maxLength={100}
          value={words}
          onChange={(event) => setWords(event.target.value)}
        />
        <SelectField
          label={t`Kind`}
          name="kind"
          value={kind}
          onChange={(event) => setKind(event.target.value as ChapterKind | '')}
        >
          <option value="">{t`All kinds`}</option>
          {CHAPTER_KINDS.map((choice) => (
            <option key={choice} value={choice}>
              {i18n._(kindLabel(choice))}
            </option>
          ))}
        </SelectField>
      </search>
      {list.isPending ? (
        <LoadingState message={t`Loading chapters…`} />
      ) : list.isError && !list.data ? (
        <ErrorState message={failureMessage(list.error, t`The chapters could not be loaded.`)} onRetry={list.refetch} />
      ) : items.length === 0 ? (
        <EmptyState message={narrowed ? t`No chapter matches this search.` : t`There are no chapters yet.`} />
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
