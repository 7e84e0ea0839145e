import { SEARCH_LIMITS, yearsOfPassing } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { type RefObject, useMemo } from 'react';
import { formatYear } from '@/features/profile/later';
import { useInstitution } from '@/lib/institution';
import { useFilterDraft } from '@/lib/use-filter-draft';
import { Button } from '@/ui/button';
import { CheckboxField, SelectField, TextField } from '@/ui/form-fields';
import { type SearchFilter, searchParamsFromFilter } from '../lib/search-filter';

/** The form's inputs, as text until the search is submitted. */
interface Draft {
  q: string;
  yearFrom: string;
  yearTo: string;
  when: string;
  open: boolean;
}

function draftOf(filter: SearchFilter): Draft {
  return {
    q: filter.q,
    yearFrom: filter.yearFrom === null ? '' : String(filter.yearFrom),
    yearTo: filter.yearTo === null ? '' : String(filter.yearTo),
    when: filter.when ?? '',
    open: filter.open,
  };
}

/** The submitted draft: the filters of the kind shown only (a filter narrows its own kind). */
function filterOf(draft: Draft, type: SearchFilter['type']): SearchFilter {
  return {
    q: draft.q.trim(),
    type,
    yearFrom: type === 'people' && draft.yearFrom ? Number(draft.yearFrom) : null,
    yearTo: type === 'people' && draft.yearTo ? Number(draft.yearTo) : null,
    when: type === 'events' && (draft.when === 'upcoming' || draft.when === 'past') ? draft.when : null,
    open: type === 'jobs' && draft.open,
  };
}

function YearOptions({ years }: { years: readonly number[] }) {
  return (
    <>
      <option value="">{t`Any year`}</option>
      {years.map((year) => (
        <option key={year} value={String(year)}>
          {formatYear(year)}
        </option>
      ))}
    </>
  );
}

/**
 * The query and the filters the kind shown has (people: years of passing; events: to come or past;
 * jobs: open only). Nothing applies until the form is submitted; when the address changes from
 * outside (a tab, Back, the header's box), the form follows.
 */
export function SearchForm({
  filter,
  onSubmit,
  inputRef,
}: {
  filter: SearchFilter;
  onSubmit: (filter: SearchFilter) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}) {
  const institution = useInstitution();
  const years = useMemo(() => yearsOfPassing(institution.timeZone), [institution.timeZone]);
  const { draft, setDraft, set, yearError, setYearError } = useFilterDraft(
    searchParamsFromFilter(filter).toString(),
    () => draftOf(filter),
  );

  return (
    <search
      aria-label={t`Search and filters`}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5"
    >
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          const next = filterOf(draft, filter.type);
          if (next.yearFrom !== null && next.yearTo !== null && next.yearFrom > next.yearTo) {
            setYearError(t`The last year must not be before the first year.`);
            return;
          }
          onSubmit(next);
        }}
      >
        <TextField
          ref={inputRef}
          label={t`Search for`}
          type="search"
          name="q"
          enterKeyHint="search"
          maxLength={SEARCH_LIMITS.q}
          value={draft.q}
          onChange={set('q')}
        />
        {filter.type === 'people' && (
          <fieldset className="grid min-w-0 grid-cols-2 gap-3 sm:max-w-md">
            <legend className="col-span-2 float-left w-full text-sm font-medium text-slate-800">
              <Trans>Year of passing</Trans>
            </legend>
            <SelectField label={t`From`} name="yearFrom" value={draft.yearFrom} onChange={set('yearFrom')}>
              <YearOptions years={years} />
            </SelectField>
            <SelectField
              label={t`To`}
              name="yearTo"
              value={draft.yearTo}
              error={yearError ?? undefined}
              onChange={set('yearTo')}
            >
              <YearOptions years={years} />
            </SelectField>
          </fieldset>
        )}
        {filter.type === 'events' && (
          <SelectField
            label={t`When`}
            name="when"
            containerClassName="sm:max-w-xs"
            value={draft.when}
            onChange={set('when')}
          >
            <option value="">{t`Any time`}</option>
            <option value="upcoming">{t`Upcoming`}</option>
            <option value="past">{t`Past`}</option>
          </SelectField>
        )}
        {filter.type === 'jobs' && (
          <CheckboxField
            label={t`Open jobs only`}
            name="open"
            className="min-h-11"
            checked={draft.open}
            onChange={(event) => setDraft((current) => ({ ...current, open: event.target.checked }))}
          />
        )}
        <Button type="submit" className="self-start">
          <Trans>Search</Trans>
        </Button>
      </form>
    </search>
  );
}
