import type { ReactNode } from 'react';
import { PageHeader } from './page-header';

/** A page that is one form (create and edit pages): the heading and the form in a card. */
export function FormPage({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="page-container py-10 sm:py-14">
      <div className="mx-auto flex max-w-3xl flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
        <PageHeader title={title} description={description} />
        {children}
      </div>
    </div>
  );
}
