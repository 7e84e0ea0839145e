import type { ConsentPurpose, PrivacyNotice } from '@alumni/contract';
import { Trans } from '@lingui/react/macro';
import { type InputHTMLAttributes, useId } from 'react';
import { cn } from '@/lib/cn';

/**
 * The itemised notice: what the account needs, stated as needed and not ticked, then one checkbox
 * per purpose. `inputProps(purpose)` gives each checkbox its state (a form's field, or the page's).
 */
export function NoticePurposes({
  notice,
  inputProps,
  toAsk = [],
}: {
  notice: PrivacyNotice;
  inputProps: (purpose: ConsentPurpose) => InputHTMLAttributes<HTMLInputElement>;
  /** Purposes waiting for an answer (a new notice changed them): marked so the member sees which to answer. */
  toAsk?: readonly ConsentPurpose[];
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-4">
      <div className="rounded-xl bg-slate-50 p-4">
        <p className="font-medium text-slate-900">{notice.required.title}</p>
        <p className="text-sm text-slate-700">{notice.required.description}</p>
      </div>
      <ul className="flex flex-col gap-4">
        {notice.purposes.map((purpose) => (
          <li
            key={purpose.purpose}
            className={cn(
              'flex items-start gap-3',
              toAsk.includes(purpose.purpose) && '-mx-3 rounded-xl border border-amber-300 bg-amber-50 px-3 py-2',
            )}
          >
            <input
              id={`${id}-${purpose.purpose}`}
              type="checkbox"
              className="mt-1 size-5 shrink-0 accent-blue-700"
              aria-describedby={`${id}-${purpose.purpose}-description`}
              {...inputProps(purpose.purpose)}
            />
            <div className="flex min-w-0 flex-col">
              <label htmlFor={`${id}-${purpose.purpose}`} className="font-medium text-slate-900">
                {purpose.title}
              </label>
              <p id={`${id}-${purpose.purpose}-description`} className="text-sm text-slate-700">
                {toAsk.includes(purpose.purpose) && (
                  <strong className="mr-1 font-semibold text-amber-900">
                    <Trans>Please answer:</Trans>
                  </strong>
                )}
                {purpose.description}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <p className="text-sm text-slate-700">
        <Trans>Nothing is ticked for you. You can change each choice at any time on your privacy page.</Trans>
      </p>
    </div>
  );
}
