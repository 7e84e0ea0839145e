import { Link } from 'react-router';
import { cn } from '@/lib/cn';

/**
 * Links that switch a list between its views (report status, handled messages), kept in the
 * address; the current one is marked with aria-current.
 */
export function StatusTabs<Value extends string>({
  label,
  tabs,
  current,
  hrefFor,
}: {
  label: string;
  tabs: ReadonlyArray<{ value: Value; label: string }>;
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
                  '-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold',
                  active
                    ? 'border-blue-700 text-blue-800'
                    : 'border-transparent text-slate-700 hover:border-slate-300 hover:text-slate-900',
                )}
              >
                {tab.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
