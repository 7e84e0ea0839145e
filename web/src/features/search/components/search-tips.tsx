import { Trans } from '@lingui/react/macro';
import { useId } from 'react';

/** How a query is typed (decision 0048): words, "an exact phrase", -excluded, or. */
export function SearchTips() {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-slate-50 p-4 sm:p-5">
      <h2 id={headingId} className="text-base font-semibold text-slate-900">
        <Trans>Search tips</Trans>
      </h2>
      <ul className="mt-2 flex list-disc flex-col gap-1 pl-5 text-slate-700">
        <li>
          <Trans>
            Type words: <kbd className="font-mono">durga puja</kbd> finds what holds all of them, in English or Bengali,
            spelled either way.
          </Trans>
        </li>
        <li>
          <Trans>
            Quotes find an exact phrase: <kbd className="font-mono">"annual reunion"</kbd>.
          </Trans>
        </li>
        <li>
          <Trans>
            A minus leaves a word out: <kbd className="font-mono">kolkata -online</kbd>.
          </Trans>
        </li>
        <li>
          <Trans>
            <kbd className="font-mono">or</kbd> finds either word: <kbd className="font-mono">mentor or mentoring</kbd>.
          </Trans>
        </li>
      </ul>
    </section>
  );
}
