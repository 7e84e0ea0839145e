import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { itemsOf } from '@/lib/pagination';
import { Button, ButtonLink } from '@/ui/button';
import { LoadMore } from '@/ui/load-more';
import { PageHeader } from '@/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/ui/page-state';
import { useJobs } from '../api/get-jobs';
import type { JobFilter } from '../api/query-keys';
import { JobFilters } from '../components/job-filters';
import { JobList } from '../components/job-list';
import { filterFromSearchParams, isFiltered, searchParamsFromFilter } from '../lib/job-filter';
import { jobPaths } from '../paths';

function OpenJobs({ filter, onClearFilter }: { filter: JobFilter; onClearFilter: () => void }) {
  const jobs = useJobs(filter);
  if (jobs.isPending) return <LoadingState message={t`Loading jobs...`} />;
  if (jobs.isError && !jobs.data) {
    return <ErrorState message={t`Failed to fetch jobs`} onRetry={() => jobs.refetch()} />;
  }
  const items = itemsOf(jobs.data.pages);
  if (items.length === 0) {
    return isFiltered(filter) ? (
      <EmptyState
        message={t`No jobs match your search.`}
        action={
          <Button variant="secondary" onClick={onClearFilter}>
            <Trans>Clear filters</Trans>
          </Button>
        }
      />
    ) : (
      <EmptyState message={t`No jobs available. Please add a job.`} />
    );
  }
  return (
    <div className="flex flex-col gap-8">
      <JobList label={t`Open jobs`} jobs={items} />
      <LoadMore list={jobs} failureMessage={t`Failed to fetch more jobs. Please try again.`} />
    </div>
  );
}

export function JobListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = filterFromSearchParams(searchParams);
  const searchRef = useRef<HTMLInputElement>(null);
  const applyFilter = (next: JobFilter) => setSearchParams(searchParamsFromFilter(next));

  return (
    <div className="page-container flex flex-col gap-8 py-10 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeader title={t`Jobs`} description={t`Open positions posted by alumni, newest first.`} />
        <ButtonLink to={jobPaths.jobPost.path}>
          <Trans>Post a job</Trans>
        </ButtonLink>
      </div>
      <JobFilters filter={filter} onChange={applyFilter} searchRef={searchRef} />
      <OpenJobs
        filter={filter}
        onClearFilter={() => {
          applyFilter({ q: '', type: null });
          // The button goes away with the empty list: the search box is where to start again.
          searchRef.current?.focus();
        }}
      />
    </div>
  );
}
