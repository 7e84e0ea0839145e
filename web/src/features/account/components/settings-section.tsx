import { type ReactNode, useId } from 'react';
import { cn } from '@/lib/cn';

/** One titled block of the account settings. */
export function SettingsSection({
  title,
  description,
  tone = 'default',
  children,
}: {
  title: string;
  description: ReactNode;
  tone?: 'default' | 'danger';
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'flex min-w-0 flex-col gap-4 rounded-2xl border bg-white p-5 shadow-sm sm:p-6',
        tone === 'danger' ? 'border-red-200' : 'border-slate-200',
      )}
    >
      <div className="flex flex-col gap-1">
        <h2
          id={headingId}
          className={cn('text-lg font-semibold', tone === 'danger' ? 'text-red-800' : 'text-slate-900')}
        >
          {title}
        </h2>
        <p className="text-sm text-slate-700">{description}</p>
      </div>
      {children}
    </section>
  );
}
