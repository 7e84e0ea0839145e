import type { SearchResult, SearchType } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { Avatar, formatYear, jobLine } from '@/features/profile/later';
import { formatDate } from '@/lib/dates';
import { Badge } from '@/ui/badge';
import { MarkedText } from './marked-text';

/** The name of a kind of result, as a tab and a result's label say it. Translated when shown. */
export function typeLabel(type: SearchType): string {
  switch (type) {
    case 'all':
      return t`All`;
    case 'people':
      return t`People`;
    case 'stories':
      return t`Stories`;
    case 'events':
      return t`Events`;
    case 'jobs':
      return t`Jobs`;
    case 'chapters':
      return t`Chapters`;
  }
}

/** One result's kind, in the singular. */
function kindOf(result: SearchResult): string {
  switch (result.type) {
    case 'people':
      return t`Person`;
    case 'stories':
      return t`Story`;
    case 'events':
      return t`Event`;
    case 'jobs':
      return t`Job`;
    case 'chapters':
      return t`Chapter`;
  }
}

const TITLE_LINK = 'rounded-sm break-words text-blue-800 hover:underline after:absolute after:inset-0 after:rounded-xl';

/** A person as the directory shows them: picture, name, current job, batch and programme, college. */
function PersonResult({ result }: { result: Extract<SearchResult, { type: 'people' }> }) {
  const { person } = result;
  const job = jobLine(person.currentJob, person.companyName);
  const year = formatYear(person.yearOfPassing);
  return (
    <div className="flex min-w-0 gap-4">
      <Avatar name={person.fullName} src={person.profilePicture} />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <Badge tone="slate">{kindOf(result)}</Badge>
        <h2 className="text-base font-semibold">
          <Link to={result.url} className={TITLE_LINK}>
            <MarkedText text={result.title} marks={result.marks.title} />
          </Link>
        </h2>
        {job && <p className="break-words text-slate-800">{job}</p>}
        <p className="text-sm text-slate-600">
          <span className="font-medium text-slate-700">{t`Class of ${year}`}</span>
          {` · ${person.programme}`}
        </p>
        <p className="text-sm break-words text-slate-600">{person.collegeName}</p>
      </div>
    </div>
  );
}

function ItemResult({ result }: { result: Exclude<SearchResult, { type: 'people' }> }) {
  return (
    <div className="flex min-w-0 flex-col gap-1">
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600">
        <Badge tone="slate">{kindOf(result)}</Badge>
        {result.date && <span>{formatDate(result.date)}</span>}
      </p>
      <h2 className="text-base font-semibold">
        <Link to={result.url} className={TITLE_LINK}>
          <MarkedText text={result.title} marks={result.marks.title} />
        </Link>
      </h2>
      {result.snippet && (
        <p className="break-words text-slate-700">
          <MarkedText text={result.snippet} marks={result.marks.snippet} />
        </p>
      )}
    </div>
  );
}

/** The results, most relevant first: each card opens its item. */
export function SearchResults({ results }: { results: readonly SearchResult[] }) {
  return (
    <ol aria-label={t`Results`} className="flex flex-col gap-3">
      {results.map((result) => (
        <li
          key={`${result.type}:${result.id}`}
          className="relative rounded-xl border border-slate-200 bg-white p-4 shadow-sm transition-colors hover:border-blue-300"
        >
          {result.type === 'people' ? <PersonResult result={result} /> : <ItemResult result={result} />}
        </li>
      ))}
    </ol>
  );
}
