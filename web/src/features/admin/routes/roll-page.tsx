import type { RollEntry } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { itemsOf } from '@/lib/pagination';
import { Button } from '@/ui/button';
import { TextField } from '@/ui/form-fields';
import { LoadMore } from '@/ui/load-more';
import { PageHeader } from '@/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/ui/page-state';
import exampleCsvUrl from '../../../../../docs/graduate-roll-example.csv?url&no-inline';
import { useRoll } from '../api/get-roll';
import { RollImport } from '../components/roll-import';

const SECTION_CLASSES = 'flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6';

/** The columns (names as the file has them, not translated) and what each holds, in the language shown. */
function columns() {
  return [
    {
      name: 'enrollment_number',
      holds: t`as on the degree certificate: letters, digits, "/" and "-" (case does not matter)`,
    },
    { name: 'full_name', holds: t`the graduate’s name as the registrar has it` },
    { name: 'programme', holds: t`exactly one of the portal’s programmes (the sign-up form’s list)` },
    { name: 'college', holds: t`exactly one of the portal’s colleges` },
    { name: 'year_of_passing', holds: t`four digits` },
  ];
}

/** docs/graduate-roll.md, in short: what an admin needs at hand while preparing the file. */
function FileFormat() {
  return (
    <details className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-800">
      <summary className="cursor-pointer font-semibold text-slate-900">
        <Trans>The file format</Trans>
      </summary>
      <div className="mt-3 flex flex-col gap-3">
        <p>
          <Trans>
            A CSV file in UTF-8, comma-separated, with fields that hold commas in double quotes. The first row names
            these five columns, in any order (other columns are ignored):
          </Trans>
        </p>
        <ul className="flex flex-col gap-1.5">
          {columns().map((column) => (
            <li key={column.name}>
              <code className="rounded bg-white px-1 font-semibold">{column.name}</code>: {column.holds}
            </li>
          ))}
        </ul>
        <p>
          <Trans>
            A row with a bad value is rejected and reported with its line number; the other rows are imported. A file
            that is not in this format is refused whole and changes nothing.
          </Trans>
        </p>
      </div>
    </details>
  );
}

function RollRow({ entry }: { entry: RollEntry }) {
  return (
    <li className="flex flex-col gap-0.5 py-3 sm:flex-row sm:gap-4">
      <span className="shrink-0 font-mono text-sm text-slate-700 sm:w-44">{entry.enrollmentNumber}</span>
      <span className="flex min-w-0 flex-col">
        <span className="font-semibold break-words text-slate-900">{entry.fullName}</span>
        <span className="text-sm break-words text-slate-700">
          {entry.programme} · {entry.collegeName} · {entry.yearOfPassing}
        </span>
      </span>
    </li>
  );
}

function RollList({ q }: { q: string }) {
  const roll = useRoll(q);
  if (roll.isPending) return <LoadingState message={t`Loading the roll...`} />;
  if (roll.isError && !roll.data) {
    return <ErrorState message={t`Failed to load the roll. Please try again.`} onRetry={() => roll.refetch()} />;
  }
  const items = itemsOf(roll.data.pages);
  if (items.length === 0) {
    return <EmptyState message={q ? t`No roll rows match.` : t`The roll is empty. Import a file above.`} />;
  }
  return (
    <div className="flex flex-col gap-6">
      <ul className="divide-y divide-slate-200" aria-label={t`Graduate roll rows`}>
        {items.map((entry) => (
          <RollRow key={entry.enrollmentNumber} entry={entry} />
        ))}
      </ul>
      <LoadMore list={roll} failureMessage={t`Failed to load more rows. Please try again.`} />
    </div>
  );
}

function RollSearch({ q, onSearch }: { q: string; onSearch: (q: string) => void }) {
  const [draft, setDraft] = useState(q);
  const [shown, setShown] = useState(q);
  if (shown !== q) {
    setShown(q);
    setDraft(q);
  }
  return (
    <search aria-label={t`Find roll rows`}>
      <form
        noValidate
        className="flex flex-col gap-3 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          onSearch(draft.trim());
        }}
      >
        <TextField
          label={t`Search the roll`}
          type="search"
          hint={t`Enrollment number or name`}
          containerClassName="flex-1"
          maxLength={100}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" variant="secondary" className="sm:mb-7">
          <Trans>Search</Trans>
        </Button>
      </form>
    </search>
  );
}

/** /admin/roll: import the graduate roll from a CSV file, and look rows up. */
export function RollPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const q = searchParams.get('q')?.trim() ?? '';
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title={t`Graduate roll`}
        description={t`The association’s list of graduates. A sign-up whose enrollment number, programme and year of passing match a row (and whose name matches it) is verified at once.`}
      />
      <section aria-labelledby="roll-import" className={SECTION_CLASSES}>
        <h2 id="roll-import" className="text-xl font-bold text-slate-900">
          <Trans>Import a file</Trans>
        </h2>
        <FileFormat />
        <p className="text-sm text-slate-700">
          <Trans>
            <a
              href={exampleCsvUrl}
              download="graduate-roll-example.csv"
              className="font-semibold text-blue-800 underline underline-offset-2 hover:no-underline"
            >
              Download the example file
            </a>{' '}
            to start from.
          </Trans>
        </p>
        <RollImport />
      </section>
      <section aria-labelledby="roll-rows" className={SECTION_CLASSES}>
        <h2 id="roll-rows" className="text-xl font-bold text-slate-900">
          <Trans>Rows on the roll</Trans>
        </h2>
        <RollSearch q={q} onSearch={(next) => setSearchParams(next ? { q: next } : {})} />
        <RollList q={q} />
      </section>
    </div>
  );
}
