import type { ReactNode } from 'react';

/** The page's one h1, with an optional line under it. */
export function PageHeader({ title, description }: { title: string; description?: ReactNode }) {
  return (
    <div className="flex flex-col gap-2">
      <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {description && <p className="text-slate-700">{description}</p>}
    </div>
  );
}
