import { SEARCH_KINDS, SEARCH_TYPES, type SearchCounts } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { LinkTabs } from '@/ui/link-tabs';
import { NO_FILTERS, type SearchFilter, searchParamsFromFilter } from '../lib/search-filter';
import { typeLabel } from './search-results';

/**
 * The kinds of results, each with how many the search finds (a kind with none says 0): links that
 * keep the query and leave the filters of the kind left behind.
 */
export function SearchTabs({ filter, counts }: { filter: SearchFilter; counts: SearchCounts | undefined }) {
  const total = counts ? SEARCH_KINDS.reduce((sum, kind) => sum + counts[kind], 0) : undefined;
  return (
    <LinkTabs
      label={t`Kinds of results`}
      tabs={SEARCH_TYPES.map((type) => ({
        value: type,
        label: typeLabel(type),
        count: type === 'all' ? total : counts?.[type],
      }))}
      current={filter.type}
      hrefFor={(type) => `?${searchParamsFromFilter({ q: filter.q, type, ...NO_FILTERS })}`}
    />
  );
}
