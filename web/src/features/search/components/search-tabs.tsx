import { SEARCH_KINDS, SEARCH_TYPES, type SearchCounts } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/intl';
import { NO_FILTERS, type SearchFilter, searchParamsFromFilter } from '../lib/search-filter';
import { typeLabel } from './search-results';

/**
 * The kinds of results, each with how many the search finds (a kind with none says 0): links that
 * keep the query and leave the filters of the kind left behind.
 */
export function SearchTabs({ filter, counts }: { filter: SearchFilter; counts: SearchCounts | undefined }) {
  const total = counts ? SEARCH_KINDS.reduce((sum, kind) => sum + counts[kind], 0) : undefined;
  return (
    <nav aria-label={t`Kinds of results`}>
      <ul className="flex flex-wrap gap-1 border-b border-slate-200">
        {SEARCH_TYPES.map((type) => {
          const active = type === filter.type;
          const count = type === 'all' ? total : counts?.[type];
          return (
            <li key={type}>
              <Link
                to={`?${searchParamsFromFilter({ q: filter.q, type, ...NO_FILTERS })}`}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  '-mb-px inline-flex min-h-11 items-center gap-1.5 border-b-2 px-3 text-sm font-semibold',
                  active
                    ? 'border-blue-700 text-blue-800'
                    : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900',
                )}
              >
                {typeLabel(type)}
                {count !== undefined && (
                  <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
                    {formatNumber(count)}
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
