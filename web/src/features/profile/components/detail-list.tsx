import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

export interface Detail {
  term: string;
  value: ReactNode;
  /** A line under the value, e.g. who may see it. */
  note?: string;
}

/** A value that is not there: "Not provided", "N/A", "Hidden by its owner". Styled apart, read as is. */
export function MissingValue({ children }: { children: string }) {
  return <span className="text-slate-600 italic">{children}</span>;
}

/** Text as stored, or `missing` when there is none. */
export function textOrMissing(value: string | null | undefined, missing: string): ReactNode {
  return value ? value : <MissingValue>{missing}</MissingValue>;
}

/** Skills and hobbies as chips. */
export function TagList({ items, missing }: { items: readonly string[]; missing: string }) {
  if (items.length === 0) return <MissingValue>{missing}</MissingValue>;
  return (
    <ul className="flex flex-wrap gap-2">
      {items.map((item) => (
        <li key={item} className="rounded-full bg-blue-50 px-3 py-1 text-sm font-medium text-blue-900">
          {item}
        </li>
      ))}
    </ul>
  );
}

/** One titled group of labelled values (a <dl>): a term above its value on phones, beside it on wider screens. */
export function DetailSection({ title, details, className }: { title: string; details: Detail[]; className?: string }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn('rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6', className)}
    >
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <dl className="mt-3 divide-y divide-slate-100">
        {details.map((detail) => (
          <div key={detail.term} className="grid gap-1 py-3 sm:grid-cols-[11rem_minmax(0,1fr)] sm:gap-6">
            <dt className="text-sm font-medium text-slate-600 sm:pt-0.5">{detail.term}</dt>
            <dd className="min-w-0 break-words text-slate-900">
              {detail.value}
              {detail.note && <span className="mt-1 block text-sm text-slate-600">{detail.note}</span>}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
