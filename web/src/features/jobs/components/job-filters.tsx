import { JOB_LIMITS, JOB_TYPES } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { type RefObject, useState } from 'react';
import { Button } from '@/ui/button';
import { SelectField, TextField } from '@/ui/form-fields';
import type { JobFilter } from '../api/query-keys';
import { parseJobType } from '../lib/job-filter';
import { jobTypeLabel } from '../lib/job-type';

/**
 * Search and job type over the job list. The search applies when submitted; the type as soon as
 * it is picked. `filter` is what the list shows (from the address bar): when it changes from
 * outside (Back, "Clear filters"), the search box follows.
 */
export function JobFilters({
  filter,
  onChange,
  searchRef,
}: {
  filter: JobFilter;
  onChange: (filter: JobFilter) => void;
  searchRef?: RefObject<HTMLInputElement | null>;
}) {
  const [search, setSearch] = useState(filter.q);
  const [appliedSearch, setAppliedSearch] = useState(filter.q);
  if (appliedSearch !== filter.q) {
    setAppliedSearch(filter.q);
    setSearch(filter.q);
  }

  return (
    <search aria-label={t`Filter jobs`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <form
        className="grid gap-4 sm:grid-cols-[minmax(0,1fr)_minmax(0,14rem)_auto] sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          onChange({ ...filter, q: search });
        }}
      >
        <TextField
          label={t`Search jobs`}
          ref={searchRef}
          type="search"
          name="q"
          placeholder={t`Title, company or location`}
          maxLength={JOB_LIMITS.search}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <SelectField
          label={t`Job type`}
          name="type"
          value={filter.type ?? ''}
          onChange={(event) => onChange({ q: search, type: parseJobType(event.target.value) })}
        >
          <option value="">
            <Trans>All types</Trans>
          </option>
          {JOB_TYPES.map((type) => (
            <option key={type} value={type}>
              {jobTypeLabel(type)}
            </option>
          ))}
        </SelectField>
        <Button type="submit">
          <Trans>Search</Trans>
        </Button>
      </form>
    </search>
  );
}
