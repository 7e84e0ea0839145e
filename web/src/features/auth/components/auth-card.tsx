import type { ReactNode } from 'react';
import { PageHeader } from '@/ui/page-header';

/** The frame of the sign-in and sign-up pages: a centred card under the page's one heading. */
export function AuthCard({
  title,
  description,
  width = 'narrow',
  children,
}: {
  title: string;
  description: string;
  width?: 'narrow' | 'wide';
  children: ReactNode;
}) {
  return (
    <div className="page-container py-10 sm:py-14">
      <div
        className={`mx-auto flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 ${
          width === 'wide' ? 'max-w-3xl' : 'max-w-md'
        }`}
      >
        <PageHeader title={title} description={description} />
        {children}
      </div>
    </div>
  );
}
