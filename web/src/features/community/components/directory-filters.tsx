import { PROFILE_LIMITS } from '@alumni/contract';
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { type RefObject, useId, useState } from 'react';
import { useChapterOptions } from '@/features/chapters';
import { formatYear } from '@/features/profile/later';
import { cn } from '@/lib/cn';
import { useInstitution } from '@/lib/institution';
import { formatNumber } from '@/lib/intl';
import { useFilterDraft } from '@/lib/use-filter-draft';
import { Button } from '@/ui/button';
import { CheckboxField, SelectField, TextField } from '@/ui/form-fields';
import { ProgrammeOptions } from '@/ui/programme-options';
import {
  countFilters,
  type DirectoryFilter,
  EMPTY_FILTER,
  isFiltered,
  parseSort,
  searchParamsFromFilter,
} from '../lib/directory-filter';

/** The form's inputs, as text until the search is applied. */
interface Draft {
  q: string;
  yearFrom: string;
  yearTo: string;
  programme: string;
  college: string;
  mentor: boolean;
  chapter: string;
  sort: string;
}

function draftOf(filter: DirectoryFilter): Draft {
  return {
    q: filter.q,
    yearFrom: filter.yearFrom === null ? '' : String(filter.yearFrom),
    yearTo: filter.yearTo === null ? '' : String(filter.yearTo),
    programme: filter.programme,
    college: filter.college,
    mentor: filter.mentor,
    chapter: filter.chapter,
    sort: filter.sort,
  };
}

/** The form's fields as a filter, keeping the place the map chose (the form has no field for it). */
function filterOf(
  draft: Draft,
  place: Pick<DirectoryFilter, 'city' | 'state' | 'country' | 'placeName'>,
): DirectoryFilter {
  return {
    ...place,
    q: draft.q.trim(),
    yearFrom: draft.yearFrom ? Number(draft.yearFrom) : null,
    yearTo: draft.yearTo ? Number(draft.yearTo) : null,
    programme: draft.programme,
    college: draft.college,
    mentor: draft.mentor,
    chapter: draft.chapter,
    sort: parseSort(draft.sort),
  };
}

/**
 * Search, filters and sort over the directory. Nothing applies until the form is submitted, so
 * changing a select never reloads the list under the user. `filter` is what the list shows (from
 * the address bar): when it changes from outside (Back, "Clear filters"), the form follows.
 */
export function DirectoryFilters({
  filter,
  years,
  onChange,
  searchRef,
}: {
  filter: DirectoryFilter;
  years: readonly number[];
  onChange: (filter: DirectoryFilter) => void;
  searchRef?: RefObject<HTMLInputElement | null>;
}) {
  const institution = useInstitution();
  const chapters = useChapterOptions();
  // On a phone the filters beyond the search fold behind a button (issue 35): open, or always from sm up.
  const [unfolded, setUnfolded] = useState(false);
  const foldId = useId();
  const setCount = countFilters(filter);
  const { draft, setDraft, set, yearError, setYearError } = useFilterDraft(
    searchParamsFromFilter(filter).toString(),
    () => draftOf(filter),
  );

  return (
    <search aria-label={t`Find alumni`} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5">
      <form
        noValidate
        className="flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          const next = filterOf(draft, filter);
          if (next.yearFrom !== null && next.yearTo !== null && next.yearFrom > next.yearTo) {
            setYearError(t`The last year must not be before the first year.`);
            setUnfolded(true);
            return;
          }
          onChange(next);
        }}
      >
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <TextField
            label={t`Search alumni`}
            ref={searchRef}
            type="search"
            name="q"
            hint={t`Name, company, job title or skills`}
            containerClassName="sm:col-span-2 lg:col-span-3"
            maxLength={PROFILE_LIMITS.search}
            value={draft.q}
            onChange={set('q')}
          />
          <SelectField label={t`Sort by`} name="sort" value={draft.sort} onChange={set('sort')}>
            <option value="name">{t`Name`}</option>
            <option value="year">{t`Year of passing`}</option>
          </SelectField>
        </div>
        <Button
          variant="secondary"
          className="self-start sm:hidden"
          aria-expanded={unfolded}
          aria-controls={foldId}
          aria-label={setCount > 0 ? t`Filters, ${plural(setCount, { one: '# set', other: '# set' })}` : undefined}
          onClick={() => setUnfolded((open) => !open)}
        >
          <Trans>Filters</Trans>
          {setCount > 0 && (
            <span
              aria-hidden="true"
              className="inline-flex min-w-6 items-center justify-center rounded-full bg-blue-700 px-2 py-0.5 text-xs font-bold text-white"
            >
              {formatNumber(setCount)}
            </span>
          )}
        </Button>
        <div id={foldId} className={cn('flex-col gap-4', unfolded ? 'flex' : 'hidden sm:flex')}>
          <div className="grid items-end gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <fieldset className="grid min-w-0 grid-cols-2 gap-3 sm:col-span-2">
              <legend className="col-span-2 float-left w-full text-sm font-medium text-slate-800">
                <Trans>Year of passing</Trans>
              </legend>
              <SelectField label={t`From`} name="yearFrom" value={draft.yearFrom} onChange={set('yearFrom')}>
                <option value="">{t`Any year`}</option>
                {years.map((year) => (
                  <option key={year} value={String(year)}>
                    {formatYear(year)}
                  </option>
                ))}
              </SelectField>
              <SelectField
                label={t`To`}
                name="yearTo"
                value={draft.yearTo}
                error={yearError ?? undefined}
                onChange={set('yearTo')}
              >
                <option value="">{t`Any year`}</option>
                {years.map((year) => (
                  <option key={year} value={String(year)}>
                    {formatYear(year)}
                  </option>
                ))}
              </SelectField>
            </fieldset>
            <SelectField label={t`Programme`} name="programme" value={draft.programme} onChange={set('programme')}>
              <option value="">{t`All programmes`}</option>
              <ProgrammeOptions groups={institution.programmeGroups} />
            </SelectField>
            <SelectField label={t`College`} name="college" value={draft.college} onChange={set('college')}>
              <option value="">{t`All colleges`}</option>
              {institution.colleges.map((college) => (
                <option key={college} value={college}>
                  {college}
                </option>
              ))}
            </SelectField>
          </div>
          <SelectField
            label={t`Chapter`}
            name="chapter"
            containerClassName="sm:max-w-sm"
            value={draft.chapter}
            onChange={set('chapter')}
          >
            <option value="">{t`All chapters`}</option>
            {(chapters.data?.items ?? []).map((chapter) => (
              <option key={chapter._id} value={chapter._id}>
                {chapter.name}
              </option>
            ))}
            {/* A chapter named in the address but not (yet) among the loaded ones stays chosen. */}
            {draft.chapter && !chapters.data?.items.some((chapter) => chapter._id === draft.chapter) && (
              <option value={draft.chapter}>
                {chapters.isPending ? t`Loading chapters…` : t`Chapter from the link`}
              </option>
            )}
          </SelectField>
          <CheckboxField
            label={t`Only alumni open to mentoring`}
            name="mentor"
            className="min-h-11"
            checked={draft.mentor}
            onChange={(event) => setDraft((current) => ({ ...current, mentor: event.target.checked }))}
          />
        </div>
        <div className="flex flex-wrap gap-3">
          <Button type="submit">
            <Trans>Search</Trans>
          </Button>
          {isFiltered(filter) && (
            <Button
              variant="secondary"
              onClick={() => {
                onChange({ ...EMPTY_FILTER, sort: filter.sort });
                searchRef?.current?.focus();
              }}
            >
              <Trans>Clear filters</Trans>
            </Button>
          )}
        </div>
      </form>
    </search>
  );
}
