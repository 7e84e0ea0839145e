import type { AlumniEvent } from '@alumni/contract';

/**
 * Whether the event has started, by the institution's clock: registration closes then (the
 * server decides the same way and refuses a late registration).
 */
export function hasStarted(event: Pick<AlumniEvent, 'date' | 'time'>, timeZone: string, now = new Date()): boolean {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  const local = `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}`;
  return `${event.date}T${event.time}` <= local;
}

/** "12 of 40 seats taken, 3 on the waiting list", or "5 going" without a limit. */
export function seatsText({ capacity, going, waitlisted }: Pick<AlumniEvent, 'capacity' | 'going' | 'waitlisted'>) {
  const taken = capacity === null ? `${going} going` : `${going} of ${capacity} seats taken`;
  return waitlisted > 0 ? `${taken}, ${waitlisted} on the waiting list` : taken;
}
