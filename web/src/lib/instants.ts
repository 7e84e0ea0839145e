import { clockOptions } from '@alumni/contract';
import { formatter } from './intl';

const instantFormat = formatter(
  Intl.DateTimeFormat,
  (locale): Intl.DateTimeFormatOptions => ({
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...clockOptions(locale),
  }),
);

/**
 * A moment (an ISO timestamp: a sign-up, an admin action) in the reader's own time zone:
 * "5 Nov 2026, 2:30 pm". Calendar dates (events, stories) use formatDate instead.
 */
export function formatInstant(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : instantFormat().format(date);
}

const dayFormat = formatter(Intl.DateTimeFormat, { day: 'numeric', month: 'short', year: 'numeric' });

/** The day of a moment, in the reader's own time zone: "5 Nov 2026". */
export function formatInstantDay(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dayFormat().format(date);
}
