import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useRef, useState, useSyncExternalStore } from 'react';
import { Link, useSearchParams } from 'react-router';
import { failureMessage } from '@/lib/api';
import { itemsOf } from '@/lib/pagination';
import { Button } from '@/ui/button';
import { LoadMore } from '@/ui/load-more';
import { PageHeader } from '@/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/ui/page-state';
import { type FoundCounts, useSearch } from '../api/search';
import { SearchForm } from '../components/search-form';
import { SearchResults } from '../components/search-results';
import { SearchTabs } from '../components/search-tabs';
import { SearchTips } from '../components/search-tips';
import { filterFromSearchParams, type SearchFilter, searchParamsFromFilter } from '../lib/search-filter';

function subscribeToNetwork(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Offline, nothing was kept to search in (decision 0034): the page says search needs the network. */
function useOffline(): boolean {
  return useSyncExternalStore(
    subscribeToNetwork,
    () => !navigator.onLine,
    () => false,
  );
}

/** The tabs' counts: this search's, or while another tab of the same search loads, the ones shown before. */
function useShownCounts(filter: SearchFilter, found: FoundCounts | undefined): FoundCounts | undefined {
  // The counts cover every kind and depend on the query and the filters, not on the tab shown.
  const { type: _type, ...counted } = filter;
  const key = JSON.stringify(counted);
  const [kept, setKept] = useState<{ key: string; found: FoundCounts } | null>(null);
  if (found && (kept?.key !== key || kept.found !== found)) setKept({ key, found });
  return found ?? (kept?.key === key ? kept.found : undefined);
}

function Results({ filter, onRetypeQuery }: { filter: SearchFilter; onRetypeQuery: () => void }) {
  const results = useSearch(filter);
  const offline = useOffline();
  const counts = useShownCounts(filter, results.data?.pages[0]?.found);
  const tabs = <SearchTabs filter={filter} found={counts} />;

  if (results.isPending) {
    return (
      <>
        {tabs}
        <LoadingState message={t`Searching…`} />
      </>
    );
  }
  if (results.isError && !results.data) {
    return (
      <>
        {tabs}
        {offline ? (
          <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 px-6 py-8 text-center">
            <p className="font-medium text-amber-950">
              <Trans>Search needs the network: you are offline. Try again once you are connected.</Trans>
            </p>
            <Button variant="secondary" className="mt-4" onClick={() => results.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : (
          <ErrorState
            message={failureMessage(results.error, t`The search failed. Please try again.`)}
            onRetry={() => results.refetch()}
          />
        )}
      </>
    );
  }
  const found = itemsOf(results.data.pages);
  const query = filter.q;
  const suggestion = results.data.pages[0]?.suggestion ?? null;
  return (
    <>
      {tabs}
      {found.length === 0 ? (
        <>
          {suggestion && (
            <p className="text-lg text-slate-800">
              <Trans>
                Did you mean{' '}
                <Link
                  to={`?${searchParamsFromFilter({ ...filter, q: suggestion })}`}
                  className="font-semibold break-words text-blue-800 underline underline-offset-2 hover:no-underline"
                >
                  {suggestion}
                </Link>
                ?
              </Trans>
            </p>
          )}
          <EmptyState
            message={t`Nothing found for “${query}”.`}
            action={
              <Button variant="secondary" onClick={onRetypeQuery}>
                <Trans>Change the search</Trans>
              </Button>
            }
          />
          <SearchTips />
        </>
      ) : (
        <div className="flex flex-col gap-8">
          <SearchResults results={found} />
          <LoadMore list={results} failureMessage={t`Failed to load more results. Please try again.`} />
        </div>
      )}
    </>
  );
}

/** /search?q=&type=: people, stories, events, jobs and chapters found by one query, by kind (issue 30). */
export function SearchPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const inputRef = useRef<HTMLInputElement>(null);
  const filter = filterFromSearchParams(searchParams);

  return (
    <div className="page-container flex flex-col gap-6 py-10 sm:py-14">
      <PageHeader
        title={t`Search`}
        description={t`Find people, stories, events, jobs and chapters, in English or Bengali.`}
      />
      <SearchForm
        filter={filter}
        inputRef={inputRef}
        onSubmit={(next) => setSearchParams(searchParamsFromFilter(next))}
      />
      {filter.q === '' ? <SearchTips /> : <Results filter={filter} onRetypeQuery={() => inputRef.current?.focus()} />}
    </div>
  );
}
