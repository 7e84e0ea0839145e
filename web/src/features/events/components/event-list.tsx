import type { AlumniEvent } from '@alumni/contract';
import type { ReactNode } from 'react';
import { useDeferredList } from '@/lib/deferred-list';
import { EventCard } from './event-card';

/** Events one under another on phones, two side by side from 1024 px. */
export function EventList({
  label,
  events,
  isPast,
  actionsFor,
}: {
  label: string;
  events: readonly AlumniEvent[];
  isPast?: (event: AlumniEvent) => boolean;
  actionsFor?: (event: AlumniEvent) => ReactNode;
}) {
  const shown = useDeferredList(events);
  if (!shown) return null;
  return (
    <ul aria-label={label} className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      {shown.map((event) => (
        <li key={event._id} className="min-w-0">
          <EventCard event={event} isPast={isPast?.(event)} actions={actionsFor?.(event)} />
        </li>
      ))}
    </ul>
  );
}
