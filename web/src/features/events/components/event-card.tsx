import type { AlumniEvent } from '@alumni/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '@/app/paths';
import { cn } from '@/lib/cn';
import { dayAndMonth, formatDate, formatTime } from '@/lib/dates';
import { Badge } from '@/ui/badge';
import { buttonClasses } from '@/ui/button';
import { eventCalendarUrl } from '../api/get-event';
import { EventDetails } from './event-details';
import { JoinEventLink } from './event-links';

function CardHeading({ event, level }: { event: AlumniEvent; level: 2 | 3 }) {
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

/** The small card of the home page: what, when and where, and a link to the rest. */
function CompactEventCard({ event, headingLevel }: { event: AlumniEvent; headingLevel: 2 | 3 }) {
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
        <CardHeading event={event} level={headingLevel} />
        <p className="text-sm text-slate-700">
          <time dateTime={event.date}>{formatDate(event.date)}</time> ·{' '}
          <time dateTime={event.time}>{formatTime(event.time)}</time>
        </p>
        <p className="text-sm break-words text-slate-700">{event.location}</p>
      </div>
    </article>
  );
}

/**
 * An event in a list: everything the original list showed (presenter, contact, join link) plus a
 * calendar file and a link to its own page. `actions` holds edit and delete on the user's own list.
 */
export function EventCard({
  event,
  headingLevel = 2,
  compact = false,
  isPast = false,
  actions,
}: {
  event: AlumniEvent;
  headingLevel?: 2 | 3;
  compact?: boolean;
  isPast?: boolean;
  actions?: ReactNode;
}) {
  if (compact) return <CompactEventCard event={event} headingLevel={headingLevel} />;
  return (
    <article className="flex h-full flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <Badge>{event.category}</Badge>
          {isPast && <Badge tone="slate">Past event</Badge>}
        </div>
        <CardHeading event={event} level={headingLevel} />
      </div>
      <p className="line-clamp-4 break-words whitespace-pre-line text-slate-700">{event.description}</p>
      <EventDetails event={event} />
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        <JoinEventLink event={event} />
        <a href={eventCalendarUrl(event._id)} download className={buttonClasses('secondary')}>
          Add to calendar<span className="sr-only">: {event.title}</span>
        </a>
        <Link to={paths.event.getHref(event._id)} className={cn(buttonClasses('ghost'), 'underline-offset-4')}>
          View details<span className="sr-only">: {event.title}</span>
        </Link>
      </div>
      {actions && <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">{actions}</div>}
    </article>
  );
}
