import { ADMIN_LIMITS, type RollImportResult } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useFormSubmit } from '@/lib/form-submit';
import { intlLocale } from '@/lib/i18n';
import { Button } from '@/ui/button';
import { FormAlert, TextField } from '@/ui/form-fields';
import { useImportRoll } from '../api/import-roll';
import { readFileText } from '../lib/read-file';

const MEGABYTE = 1024 * 1024;

function ImportResult({ result }: { result: RollImportResult }) {
  const headingId = useId();
  const counts = [
    { term: t`Rows read`, value: result.rows },
    { term: t`Added`, value: result.added },
    { term: t`Updated`, value: result.updated },
    { term: t`Unchanged`, value: result.unchanged },
    { term: t`Rejected`, value: result.rejected.length },
    { term: t`Pending sign-ups verified`, value: result.verifiedUsers },
  ];
  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5"
    >
      <h3 id={headingId} className="text-lg font-bold text-slate-900">
        <Trans>Import result</Trans>
      </h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {counts.map((count) => (
          <div key={count.term} className="flex flex-col gap-0.5 rounded-lg bg-white p-3 shadow-sm">
            <dt className="text-xs font-medium text-slate-600">{count.term}</dt>
            <dd className="text-xl font-bold text-slate-900">{count.value.toLocaleString(intlLocale())}</dd>
          </div>
        ))}
      </dl>
      {result.rejected.length > 0 && (
        <table className="w-full table-fixed border-collapse text-left text-sm">
          <caption className="mb-2 text-left font-semibold text-slate-900">
            <Trans>Rejected lines: fix them in the file and import it again</Trans>
          </caption>
          <thead>
            <tr className="border-b border-slate-300">
              <th scope="col" className="w-16 py-2 pr-3 font-semibold text-slate-700">
                <Trans>Line</Trans>
              </th>
              <th scope="col" className="py-2 font-semibold text-slate-700">
                <Trans>Reason</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {result.rejected.map((line) => (
              <tr key={`${line.line}-${line.reason}`} className="border-b border-slate-200 align-top">
                <td className="py-2 pr-3 font-mono text-slate-900">{line.line}</td>
                <td className="py-2 break-words text-slate-900">{line.reason}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** Choose the roll's CSV file and import it; shows the counts and every rejected line, or why the file was refused. */
export function RollImport() {
  const importRoll = useImportRoll();
  const fileRef = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [result, setResult] = useState<RollImportResult | null>(null);
  const [reading, setReading] = useState(false);
  const busy = reading || importRoll.isPending;
  const maxMegabytes = (ADMIN_LIMITS.rollBytes / MEGABYTE).toLocaleString(intlLocale());

  // The file is the form's only field, kept as chosen: the form has no values of its own to check.
  const form = useForm();
  const { submit, failure, setFailure } = useFormSubmit(form, {
    fields: [],
    failure: t`The file could not be imported. Please try again.`,
    onSubmit: async () => {
      if (!file) {
        setFieldError(t`Choose a CSV file first`);
        fileRef.current?.focus();
        return;
      }
      if (file.size > ADMIN_LIMITS.rollBytes) {
        setFieldError(t`The file must be at most ${maxMegabytes} MB`);
        fileRef.current?.focus();
        return;
      }
      setResult(null);
      setReading(true);
      let csv: string;
      try {
        csv = await readFileText(file);
      } catch {
        setFailure(t`The file could not be read. Choose it again.`);
        return;
      } finally {
        setReading(false);
      }
      const { data } = await importRoll.mutateAsync(csv);
      setResult(data);
    },
  });

  return (
    <div className="flex flex-col gap-5">
      <form noValidate onSubmit={submit} className="flex flex-col gap-4 sm:flex-row sm:items-start">
        <TextField
          ref={fileRef}
          label={t`CSV file`}
          type="file"
          accept=".csv,text/csv"
          hint={t`At most ${maxMegabytes} MB. The import adds new rows and updates changed ones; it never deletes.`}
          containerClassName="flex-1"
          className="py-2 file:mr-3 file:rounded-md file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm file:font-semibold file:text-slate-800"
          error={fieldError ?? undefined}
          onChange={(event) => {
            setFile(event.target.files?.[0] ?? null);
            setFieldError(null);
          }}
        />
        <Button type="submit" disabled={busy} className="sm:mt-7">
          {busy ? <Trans>Importing…</Trans> : <Trans>Import</Trans>}
        </Button>
      </form>
      <FormAlert message={failure} />
      {result && <ImportResult result={result} />}
    </div>
  );
}
