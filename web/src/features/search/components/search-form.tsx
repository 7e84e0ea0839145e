import { JOB_TYPES, SEARCH_LIMITS, yearsOfPassing } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { type ChangeEventHandler, type RefObject, useMemo } from 'react';
import { useChapterOptions } from '@/features/chapters';
import { jobTypeLabel } from '@/features/jobs';
import { formatYear } from '@/features/profile/later';
import { useInstitution } from '@/lib/institution';
import { useFilterDraft } from '@/lib/use-filter-draft';
import { Button } from '@/ui/button';
import { CheckboxField, SelectField, TextField } from '@/ui/form-fields';
import { ProgrammeOptions } from '@/ui/programme-options';
import { type SearchFilter, searchParamsFromFilter } from '../lib/search-filter';

/** The form's inputs, as text until the search is submitted. */
interface Draft {
  q: string;
  yearFrom: string;
  yearTo: string;
  programme: string;
  college: string;
  chapter: string;
  when: string;
  open: boolean;
  jobType: string;
}

function draftOf(filter: SearchFilter): Draft {
  return {
    q: filter.q,
    yearFrom: filter.yearFrom === null ? '' : String(filter.yearFrom),
    yearTo: filter.yearTo === null ? '' : String(filter.yearTo),
    programme: filter.programme,
    college: filter.college,
    chapter: filter.chapter,
    when: filter.when ?? '',
    open: filter.open,
    jobType: filter.jobType ?? '',
  };
}

/** The submitted draft: the filters of the kind shown only (a filter narrows its own kind). */
function filterOf(draft: Draft, type: SearchFilter['type']): SearchFilter {
  return {
    q: draft.q.trim(),
    type,
    yearFrom: type === 'people' && draft.yearFrom ? Number(draft.yearFrom) : null,
    yearTo: type === 'people' && draft.yearTo ? Number(draft.yearTo) : null,
    programme: type === 'people' ? draft.programme : '',
    college: type === 'people' ? draft.college : '',
    chapter: type === 'people' ? draft.chapter : '',
    when: type === 'events' && (draft.when === 'upcoming' || draft.when === 'past') ? draft.when : null,
    open: type === 'jobs' && draft.open,
    jobType: type === 'jobs' ? (JOB_TYPES.find((known) => known === draft.jobType) ?? null) : null,
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

/** The chapters to narrow people to; a chapter named in the address but not among them stays chosen. */
function ChapterSelect({ value, onChange }: { value: string; onChange: ChangeEventHandler<HTMLSelectElement> }) {
  const chapters = useChapterOptions();
  const items = chapters.data?.items ?? [];
  return (
    <SelectField label={t`Chapter`} name="chapter" value={value} onChange={onChange}>
      <option value="">{t`All chapters`}</option>
      {items.map((chapter) => (
        <option key={chapter._id} value={chapter._id}>
          {chapter.name}
        </option>
      ))}
      {value && !items.some((chapter) => chapter._id === value) && (
        <option value={value}>{chapters.isPending ? t`Loading chapters…` : t`Chapter from the link`}</option>
      )}
    </SelectField>
  );
}

/**
 * The query and the filters the kind shown has (people: years of passing, programme, college,
 * chapter; events: to come or past; jobs: type, open only). Nothing applies until the form is submitted; when the address changes from
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
        {filter.type === 'people' && (
          <div className="grid min-w-0 gap-4 sm:grid-cols-3">
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
            <ChapterSelect value={draft.chapter} onChange={set('chapter')} />
          </div>
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
          <SelectField
            label={t`Job type`}
            name="jobType"
            containerClassName="sm:max-w-xs"
            value={draft.jobType}
            onChange={set('jobType')}
          >
            <option value="">{t`All types`}</option>
            {JOB_TYPES.map((type) => (
              <option key={type} value={type}>
                {jobTypeLabel(type)}
              </option>
            ))}
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
