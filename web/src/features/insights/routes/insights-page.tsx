import type { InsightsQuery, InsightTable } from '@alumni/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useId } from 'react';
import { useSearchParams } from 'react-router';
import { coordinatedColleges, useCoordination } from '@/features/admin';
import { currentLanguage } from '@/lib/i18n';
import { institutionQueryOptions } from '@/lib/institution';
import { usePageTitle } from '@/lib/page-title';
import { Button } from '@/ui/button';
import { SelectField, TextField } from '@/ui/form-fields';
import { PageHeader } from '@/ui/page-header';
import { ErrorState, LoadingState } from '@/ui/page-state';
import { useInsights } from '../api/get-insights';
import { BarChart } from '../components/bar-chart';
import { tableCsv } from '../lib/csv';
import { cellText, columnWord, rowWord, tableWords } from '../lib/words';

function download(table: InsightTable, totalWord: string) {
  const blob = new Blob([tableCsv(table, totalWord)], { type: 'text/csv;charset=utf-8' });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `${table.id}.csv`;
  link.click();
  URL.revokeObjectURL(link.href);
}

/** A table of the dashboard: a chart of its first column, its numbers as a table, and its CSV. */
function InsightSection({ table }: { table: InsightTable }) {
  // From the hook, so the section is worded again when the language changes.
  const { t } = useLingui();
  const headingId = useId();
  const words = tableWords(table.id);
  // The scrolling box is a region of its own: named apart from its section, or the page has two landmarks of one name.
  const title = words.title;
  const charted = table.rows.length > 0 && table.columns.length <= 5;
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-lg font-semibold text-slate-900">
          {words.title}
        </h2>
        <Button variant="secondary" onClick={() => download(table, t`Total`)}>
          <Trans>Download CSV</Trans>
        </Button>
      </div>
      {table.rows.length === 0 ? (
        <p className="text-slate-700">
          <Trans>Nothing to count yet.</Trans>
        </p>
      ) : (
        <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
          {charted && <BarChart table={table} column={0} />}
          {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must take the focus, or keyboard users cannot scroll a wide table at 375 px */}
          <section className="overflow-x-auto" aria-label={t`${title}: table`} tabIndex={0}>
            <table className="min-w-full text-left text-sm">
              <thead>
                <tr className="border-b border-slate-300">
                  <th scope="col" className="px-2 py-1 font-semibold">
                    {words.rows}
                  </th>
                  {table.columns.map((column) => (
                    <th key={column} scope="col" className="px-2 py-1 text-right font-semibold">
                      {columnWord(column)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {table.rows.map((row) => (
                  <tr key={row.key} className="border-b border-slate-100">
                    <th scope="row" className="px-2 py-1 font-normal">
                      {rowWord(row.key)}
                    </th>
                    {row.cells.map((cell, index) => (
                      <td key={table.columns[index]} className="px-2 py-1 text-right tabular-nums">
                        {cellText(cell)}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
              {table.total && (
                <tfoot>
                  <tr className="border-t border-slate-300 font-semibold">
                    <th scope="row" className="px-2 py-1">
                      <Trans>Total</Trans>
                    </th>
                    {table.total.map((cell, index) => (
                      <td key={table.columns[index]} className="px-2 py-1 text-right tabular-nums">
                        {cellText(cell)}
                      </td>
                    ))}
                  </tr>
                </tfoot>
              )}
            </table>
          </section>
        </div>
      )}
    </section>
  );
}

/** `/admin/insights`: the association's numbers (issue 33, decision 0053), for admins and college coordinators. */
export function InsightsPage() {
  const { t } = useLingui();
  usePageTitle(t`Insights`);
  const [params, setParams] = useSearchParams();
  const query: InsightsQuery = {
    ...(params.get('college') ? { college: params.get('college') as string } : {}),
    ...(params.get('from') ? { from: params.get('from') as string } : {}),
    ...(params.get('to') ? { to: params.get('to') as string } : {}),
  };
  const insights = useInsights(query);
  const institution = useQuery(institutionQueryOptions(currentLanguage()));
  // A coordinator chooses among their own colleges only (the server refuses the others anyway).
  const coordination = useCoordination({ enabled: true });
  const mine = coordinatedColleges(coordination.data);
  const choices = mine.length > 0 ? mine : coordination.data?.admin ? (institution.data?.colleges ?? []) : [];

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of ['college', 'from', 'to']) {
      const value = String(form.get(name) ?? '');
      if (value) next.set(name, value);
    }
    setParams(next);
  }

  return (
    <div className="page-container flex flex-col gap-6 py-8 sm:py-10">
      <PageHeader
        title={t`Insights`}
        description={t`Counts only, never a list of people. A count under 5 is shown as “fewer than 5”, and a count that would let one be worked out by subtraction as “withheld”.`}
      />
      <form onSubmit={submit} className="grid gap-3 sm:grid-cols-4 sm:items-end" key={params.toString()}>
        <SelectField label={t`College`} name="college" defaultValue={query.college ?? ''}>
          <option value="">{t`All my colleges`}</option>
          {choices.map((college) => (
            <option key={college} value={college}>
              {college}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t`From month`}
          name="from"
          type="month"
          defaultValue={query.from ?? insights.data?.from ?? ''}
        />
        <TextField label={t`To month`} name="to" type="month" defaultValue={query.to ?? insights.data?.to ?? ''} />
        <Button type="submit">
          <Trans>Show</Trans>
        </Button>
      </form>
      {insights.isPending ? (
        <LoadingState message={t`Loading…`} />
      ) : insights.isError ? (
        <ErrorState message={insights.error.message} onRetry={() => insights.refetch()} />
      ) : (
        <div className="flex flex-col gap-6">
          <p className="text-slate-700">
            {insights.data.scope.all ? (
              <Trans>Every college.</Trans>
            ) : (
              <Trans>Colleges: {insights.data.scope.colleges.join(', ')}</Trans>
            )}
          </p>
          {insights.data.tables.map((table) => (
            <InsightSection key={table.id} table={table} />
          ))}
        </div>
      )}
    </div>
  );
}
