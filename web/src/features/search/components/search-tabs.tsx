import { SEARCH_KINDS, SEARCH_TYPES } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { LinkTabs } from '@/ui/link-tabs';
import type { FoundCounts } from '../api/search';
import { NO_FILTERS, type SearchFilter, searchParamsFromFilter } from '../lib/search-filter';
import { typeLabel } from './search-results';

/**
 * The kinds of results, each with how many the search finds (a kind with none says 0; one whose
 * count stopped at the API's cap says "1,000+", and then so does All): links that keep the query
 * and leave the filters of the kind left behind.
 */
export function SearchTabs({ filter, found }: { filter: SearchFilter; found: FoundCounts | undefined }) {
  const counts = found?.counts;
  const capped = found?.capped;
  const total = counts ? SEARCH_KINDS.reduce((sum, kind) => sum + counts[kind], 0) : undefined;
  return (
    <LinkTabs
      label={t`Kinds of results`}
      tabs={SEARCH_TYPES.map((type) => ({
        value: type,
        label: typeLabel(type),
        count: type === 'all' ? total : counts?.[type],
        more: capped ? (type === 'all' ? SEARCH_KINDS.some((kind) => capped[kind]) : capped[type]) : false,
      }))}
      current={filter.type}
      hrefFor={(type) => `?${searchParamsFromFilter({ q: filter.q, type, ...NO_FILTERS })}`}
    />
  );
}
