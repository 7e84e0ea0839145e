import type { AlumniEvent } from '@alumni/contract';
import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router';
// Not the profile feature's index, which would bring its avatar into the first download.
import { PosterName } from '@/features/profile';
import { dayAndMonth, formatDate, formatTime } from '@/lib/dates';
import { paths } from '@/lib/paths';

/** The event's title as a heading that links to its page; shared by the summary and the full card. */
export function EventCardHeading({ event, level }: { event: AlumniEvent; level: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <Heading className="text-lg font-bold break-words text-slate-900">
      <Link
        to={paths.event.getHref(event._id)}
        className="rounded-sm hover:text-blue-800 hover:underline focus-visible:outline-offset-4"
      >
        {event.title}
      </Link>
    </Heading>
  );
}

/**
 * The small card of the home page: what, when, where and who posted it, and a link to the rest. It lives apart
 * from the full EventCard so the home page's first download does not carry the full card's
 * details, join and calendar links (docs/decisions/0010-first-load-budget.md). Its words are also in
 * the home page's catalogue, which the first view loads (HOME_CARD_SOURCES in lib/first-view-catalogs.ts).
 */
export function EventSummaryCard({ event, headingLevel = 3 }: { event: AlumniEvent; headingLevel?: 2 | 3 }) {
  const leaf = dayAndMonth(event.date);
  return (
    <article className="flex gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      {leaf && (
        // The date is written out below; this calendar leaf only repeats it for the eye.
        <div
          aria-hidden="true"
          className="flex w-14 shrink-0 flex-col items-center justify-center self-start rounded-lg bg-blue-50 py-2 text-blue-900"
        >
          <span className="text-2xl leading-none font-bold">{leaf.day}</span>
          <span className="mt-1 text-xs font-semibold uppercase">{leaf.month}</span>
        </div>
      )}
      <div className="flex min-w-0 flex-col gap-1">
        <EventCardHeading event={event} level={headingLevel} />
        <p className="text-sm text-slate-700">
          <time dateTime={event.date}>{formatDate(event.date)}</time> ·{' '}
          <time dateTime={event.time}>{formatTime(event.time)}</time>
        </p>
        <p className="text-sm break-words text-slate-700">{event.location}</p>
        <p className="text-sm text-slate-700">
          <Trans context="event">
            Posted by <PosterName poster={event.poster} />
          </Trans>
        </p>
      </div>
    </article>
  );
}
