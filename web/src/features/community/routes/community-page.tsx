import { allProgrammes, yearsOfPassing } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { mapPaths } from '@/features/map/paths';
import { useInstitution } from '@/lib/institution';
import { itemsOf } from '@/lib/pagination';
import { Button } from '@/ui/button';
import { LoadMore } from '@/ui/load-more';
import { PageHeader } from '@/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/ui/page-state';
import { useDirectory } from '../api/get-directory';
import { DirectoryFilters } from '../components/directory-filters';
import { DirectoryList } from '../components/directory-list';
import {
  type DirectoryFilter,
  EMPTY_FILTER,
  filterFromSearchParams,
  hasPlace,
  isFiltered,
  searchParamsFromFilter,
} from '../lib/directory-filter';

function Results({ filter, onClearFilter }: { filter: DirectoryFilter; onClearFilter: () => void }) {
  const directory = useDirectory(filter);
  if (directory.isPending) return <LoadingState message={t`Loading alumni...`} />;
  if (directory.isError && !directory.data) {
    return (
      <ErrorState
        message={t`Failed to load the alumni directory. Please try again.`}
        onRetry={() => directory.refetch()}
      />
    );
  }
  const entries = itemsOf(directory.data.pages);
  if (entries.length === 0) {
    return (
      <EmptyState
        message={t`No users found.`}
        action={
          isFiltered(filter) ? (
            <Button variant="secondary" onClick={onClearFilter}>
              <Trans>Clear filters</Trans>
            </Button>
          ) : undefined
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-8">
      <DirectoryList entries={entries} />
      <LoadMore list={directory} failureMessage={t`Failed to load more alumni. Please try again.`} />
    </div>
  );
}

/** /community: the alumni directory, searchable and filterable, with the filter in the address. */
export function CommunityPage() {
  const institution = useInstitution();
  const [searchParams, setSearchParams] = useSearchParams();
  const searchRef = useRef<HTMLInputElement>(null);
  const years = useMemo(() => yearsOfPassing(institution.timeZone), [institution.timeZone]);
  const choices = useMemo(
    () => ({ programmes: allProgrammes(institution.programmeGroups), colleges: institution.colleges, years }),
    [institution, years],
  );
  const filter = filterFromSearchParams(searchParams, choices);
  const applyFilter = (next: DirectoryFilter) => setSearchParams(searchParamsFromFilter(next));

  return (
    <div className="page-container flex flex-col gap-8 py-10 sm:py-14">
      <PageHeader title={t`Community`} description={t`Find alumni by name, company, job title or skills.`} />
      <p>
        <Link to={mapPaths.map} className="font-medium text-blue-700 underline underline-offset-4 hover:text-blue-900">
          <Trans>See where members live on the map</Trans>
        </Link>
      </p>
      {hasPlace(filter) && (
        <div className="flex flex-wrap items-center gap-3 rounded-lg border border-blue-200 bg-blue-50 px-4 py-3">
          <p className="text-slate-900">
            {filter.placeName
              ? t`Alumni living in ${filter.placeName}`
              : t`Alumni living in the place chosen on the map`}
          </p>
          <Button
            variant="secondary"
            onClick={() => applyFilter({ ...filter, city: '', state: '', country: '', placeName: '' })}
          >
            <Trans>Any place</Trans>
          </Button>
        </div>
      )}
      <DirectoryFilters filter={filter} years={years} onChange={applyFilter} searchRef={searchRef} />
      <Results
        filter={filter}
        onClearFilter={() => {
          applyFilter({ ...EMPTY_FILTER, sort: filter.sort });
          // The button goes away with the empty list: the search box is where to start again.
          searchRef.current?.focus();
        }}
      />
    </div>
  );
}
