import { t } from '@lingui/core/macro';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { formatNumber } from '@/lib/intl';

/**
 * Links that switch a list between its views (report status, handled messages, kinds of search
 * results), kept in the address; the current one is marked with aria-current, and a tab may show
 * how many it holds, or (`more`) that it holds more than that many: "1,000+".
 */
export function LinkTabs<Value extends string>({
  label,
  tabs,
  current,
  hrefFor,
}: {
  label: string;
  tabs: ReadonlyArray<{ value: Value; label: string; count?: number | undefined; more?: boolean | undefined }>;
  current: Value;
  hrefFor: (value: Value) => string;
}) {
  return (
    <nav aria-label={label}>
      <ul className="flex flex-wrap gap-1 border-b border-slate-200">
        {tabs.map((tab) => {
          const active = tab.value === current;
          return (
            <li key={tab.value}>
              <Link
                to={hrefFor(tab.value)}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  '-mb-px inline-flex min-h-11 items-center gap-1.5 border-b-2 px-3 text-sm font-semibold',
                  active
                    ? 'border-blue-700 text-blue-800'
                    : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900',
                )}
              >
                {tab.label}
                {tab.count !== undefined && <TabCount count={tab.count} more={tab.more ?? false} />}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function TabCount({ count, more }: { count: number; more: boolean }) {
  const shown = formatNumber(count);
  return (
    <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs text-slate-700">
      {more ? (
        <>
          <span aria-hidden="true">{shown}+</span>
          <span className="sr-only">{t`more than ${shown}`}</span>
        </>
      ) : (
        shown
      )}
    </span>
  );
}
