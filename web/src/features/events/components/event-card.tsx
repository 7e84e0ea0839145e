import type { AlumniEvent } from '@alumni/contract';
import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { Badge } from '@/ui/badge';
import { buttonClasses } from '@/ui/button';
import { eventCalendarUrl } from '../api/event-calendar';
import { EventDetails } from './event-details';
import { JoinOnlineLink } from './event-links';
import { EventCardHeading } from './event-summary-card';

/**
 * An event in a list: everything the original list showed (presenter, contact, join link) plus a
 * calendar file and a link to its own page. `actions` holds edit and delete on the user's own list.
 */
export function EventCard({
  event,
  headingLevel = 2,
  isPast = false,
  actions,
}: {
  event: AlumniEvent;
  headingLevel?: 2 | 3;
  isPast?: boolean;
  actions?: ReactNode;
}) {
  const { title } = event;
  return (
    <article className="flex h-full flex-col gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
      {event.imageCard && (
        <img
          src={event.imageCard}
          alt={event.imageAlt ?? ''}
          loading="lazy"
          className="-mx-5 -mt-5 aspect-video w-[calc(100%+2.5rem)] max-w-none rounded-t-xl bg-slate-100 object-cover"
        />
      )}
      <div className="flex flex-col gap-2">
        <div className="flex flex-wrap gap-2">
          <Badge>{event.category}</Badge>
          {isPast && (
            <Badge tone="slate">
              <Trans>Past event</Trans>
            </Badge>
          )}
        </div>
        <EventCardHeading event={event} level={headingLevel} />
      </div>
      <p className="line-clamp-4 break-words whitespace-pre-line text-slate-700">{event.excerpt}</p>
      <EventDetails event={event} />
      <div className="mt-auto flex flex-wrap gap-2 pt-2">
        {!isPast && <JoinOnlineLink event={event} />}
        <a href={eventCalendarUrl(event._id)} download className={buttonClasses('secondary')}>
          <Trans>
            Add to calendar<span className="sr-only">: {title}</span>
          </Trans>
        </a>
        <Link to={paths.event.getHref(event._id)} className={cn(buttonClasses('ghost'), 'underline-offset-4')}>
          <Trans>
            View details<span className="sr-only">: {title}</span>
          </Trans>
        </Link>
      </div>
      {actions && <div className="flex flex-wrap gap-2 border-t border-slate-200 pt-4">{actions}</div>}
    </article>
  );
}
