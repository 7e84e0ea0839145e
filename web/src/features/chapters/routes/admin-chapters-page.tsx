import { type AdminChapter, CHAPTER_LIMITS } from '@alumni/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { ApiError, failureMessage } from '@/lib/api';
import { formatInstant } from '@/lib/instants';
import { itemsOf } from '@/lib/pagination';
import { Badge } from '@/ui/badge';
import { Button } from '@/ui/button';
import { FormAlert, SelectField, TextField } from '@/ui/form-fields';
import { LoadMore } from '@/ui/load-more';
import { PageHeader } from '@/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/ui/page-state';
import { useAddChapter, useAdminChapters, useArchiveChapter, useRenameChapter } from '../api';
import { ChapterKindBadge, membersText } from '../components/chapter-kind';
import { chapterPaths } from '../paths';

const CARD_CLASSES = 'flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

/** The server's word on a field, when its answer named one. */
function fieldError(error: unknown, field: string): string | undefined {
  return error instanceof ApiError ? error.fieldErrors.find((item) => item.path === field)?.message : undefined;
}

function AddChapterForm() {
  const { t } = useLingui();
  const add = useAddChapter();
  const [kind, setKind] = useState<'city' | 'batch'>('city');
  const [name, setName] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    add.mutate({ kind, name }, { onSuccess: () => setName('') });
  };
  return (
    <section aria-labelledby="add-chapter" className={CARD_CLASSES}>
      <h2 id="add-chapter" className="text-lg font-bold text-slate-900">
        <Trans>Add a chapter</Trans>
      </h2>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-3">
          <SelectField
            label={t`Kind`}
            name="kind"
            value={kind}
            onChange={(event) => setKind(event.target.value === 'batch' ? 'batch' : 'city')}
          >
            <option value="city">{t`City`}</option>
            <option value="batch">{t`Batch`}</option>
          </SelectField>
          <TextField
            label={t`Name`}
            name="name"
            hint={t`For example Bengaluru, or Batch of 2015`}
            containerClassName="sm:col-span-2"
            maxLength={CHAPTER_LIMITS.name}
            value={name}
            error={add.isError ? fieldError(add.error, 'name') : undefined}
            onChange={(event) => setName(event.target.value)}
          />
        </div>
        <FormAlert message={add.isError ? failureMessage(add.error, t`The chapter could not be added.`) : null} />
        <div>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? t`Adding…` : t`Add chapter`}
          </Button>
        </div>
      </form>
    </section>
  );
}

function RenameForm({ chapter, onDone }: { chapter: AdminChapter; onDone: () => void }) {
  const { t } = useLingui();
  const currentName = chapter.name;
  const rename = useRenameChapter();
  const [name, setName] = useState(chapter.name);
  return (
    <form
      noValidate
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        rename.mutate({ id: chapter._id, name }, { onSuccess: onDone });
      }}
    >
      <TextField
        label={t`New name for ${currentName}`}
        name="name"
        maxLength={CHAPTER_LIMITS.name}
        value={name}
        error={rename.isError ? fieldError(rename.error, 'name') : undefined}
        onChange={(event) => setName(event.target.value)}
        autoFocus
      />
      <FormAlert message={rename.isError ? failureMessage(rename.error, t`The chapter could not be renamed.`) : null} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={rename.isPending}>
          {rename.isPending ? t`Saving…` : t`Save name`}
        </Button>
        <Button variant="secondary" disabled={rename.isPending} onClick={onDone}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
    </form>
  );
}

function ChapterRow({ chapter }: { chapter: AdminChapter }) {
  const { t } = useLingui();
  const { college } = chapter;
  const archivedOn = chapter.archivedAt ? formatInstant(chapter.archivedAt) : null;
  const [renaming, setRenaming] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const archive = useArchiveChapter();
  return (
    <li className={CARD_CLASSES}>
      <div className="flex flex-wrap items-center gap-2">
        <ChapterKindBadge kind={chapter.kind} />
        {chapter.archivedAt && (
          <Badge tone="amber">
            <Trans>Archived</Trans>
          </Badge>
        )}
      </div>
      <h2 className="text-lg font-bold break-words text-slate-900">
        <Link to={chapterPaths.chapterHref(chapter._id)} className="rounded-sm text-blue-800 hover:underline">
          {chapter.name}
        </Link>
      </h2>
      <p className="text-sm text-slate-700">
        {membersText(chapter.memberCount)}
        {college && college !== chapter.name ? ` · ${t`for ${college}`}` : ''}
        {archivedOn ? ` · ${t`archived ${archivedOn}`}` : ''}
      </p>
      {renaming ? (
        <RenameForm chapter={chapter} onDone={() => setRenaming(false)} />
      ) : (
        <div className="flex flex-wrap items-start gap-2 border-t border-slate-200 pt-4">
          <Button variant="secondary" onClick={() => setRenaming(true)}>
            {t`Rename`}
            <span className="sr-only"> {chapter.name}</span>
          </Button>
          {!chapter.archivedAt &&
            (confirming ? (
              <div className="flex flex-col gap-2">
                <p className="text-sm text-slate-800">
                  <Trans>Archive this chapter? Its members, events and stories stay; nobody new can join.</Trans>
                </p>
                <div className="flex flex-wrap gap-2">
                  <Button
                    variant="destructive"
                    disabled={archive.isPending}
                    onClick={() => archive.mutate(chapter._id)}
                  >
                    {archive.isPending ? t`Archiving…` : t`Yes, archive`}
                    <span className="sr-only"> {chapter.name}</span>
                  </Button>
                  <Button variant="secondary" onClick={() => setConfirming(false)}>
                    <Trans>Keep it</Trans>
                  </Button>
                </div>
              </div>
            ) : (
              <Button variant="secondary" onClick={() => setConfirming(true)}>
                {t`Archive`}
                <span className="sr-only"> {chapter.name}</span>
              </Button>
            ))}
        </div>
      )}
      <FormAlert
        message={archive.isError ? failureMessage(archive.error, t`The chapter could not be archived.`) : null}
      />
    </li>
  );
}

/** /admin/chapters: add city and batch chapters, rename and archive chapters (each audited). */
export function AdminChaptersPage() {
  const { t } = useLingui();
  const list = useAdminChapters();
  const items = itemsOf(list.data?.pages);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t`Chapters`}
        description={t`Every configured college is a chapter. Add city and batch chapters; rename or archive any.`}
      />
      <AddChapterForm />
      {list.isPending ? (
        <LoadingState message={t`Loading chapters…`} />
      ) : list.isError && !list.data ? (
        <ErrorState message={failureMessage(list.error, t`The chapters could not be loaded.`)} onRetry={list.refetch} />
      ) : items.length === 0 ? (
        <EmptyState message={t`No chapters yet.`} />
      ) : (
        <ul aria-label={t`All chapters`} className="grid gap-4 lg:grid-cols-2">
          {items.map((chapter) => (
            <ChapterRow key={chapter._id} chapter={chapter} />
          ))}
        </ul>
      )}
      <LoadMore list={list} failureMessage={t`More chapters could not be loaded.`} />
    </div>
  );
}
