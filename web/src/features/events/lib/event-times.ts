import type { AlumniEvent } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { formatNumber } from '@/lib/intl';

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

/**
 * "12 of 40 seats taken, 3 on the waiting list", or "5 going" without a limit, with the digits
 * of the language shown. "of N seats" reads the same for every N in English, and Bengali counts
 * with a classifier, so no plural is needed. Called while rendering, in the language shown.
 */
export function seatsText({ capacity, going, waitlisted }: Pick<AlumniEvent, 'capacity' | 'going' | 'waitlisted'>) {
  const goingCount = formatNumber(going);
  const seats = capacity === null ? null : formatNumber(capacity);
  const taken = seats === null ? t`${goingCount} going` : t`${goingCount} of ${seats} seats taken`;
  if (waitlisted === 0) return taken;
  const waiting = formatNumber(waitlisted);
  return t`${taken}, ${waiting} on the waiting list`;
}
