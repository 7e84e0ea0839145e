import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The home page shows at most this many stories and this many events (spec, section 9). */
export const HOME_LIST_SIZE = 4;

/** A home-page section: its heading, a short list (or a state), and a link to the whole list. */
export function HomeSection({
  id,
  title,
  moreLink,
  children,
}: {
  id: string;
  title: string;
  moreLink: { to: string; label: string };
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-4">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-slate-900">
          {title}
        </h2>
        <Link
          to={moreLink.to}
          className="rounded text-sm font-semibold text-blue-700 underline underline-offset-4 hover:text-blue-900"
        >
          {moreLink.label}
        </Link>
      </div>
      {children}
    </section>
  );
}
