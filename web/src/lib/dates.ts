import { clockOptions } from '@alumni/contract';
import { formatter } from './intl';

/**
 * The portal serves an Indian institution: its dates read "5 Nov 2026" and times "2:30 pm" in
 * English (en-IN), "৫ নভে, ২০২৬" and "২:৩০ দুপুর" in Bengali (bn-IN): the language shown decides.
 */
const dateFormat = formatter(Intl.DateTimeFormat, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const timeFormat = formatter(Intl.DateTimeFormat, (locale) => ({ ...clockOptions(locale), timeZone: 'UTC' }));

function calendarDateParts(value: string): [number, number, number] | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (!match) return null;
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * "2026-11-05" -> "5 Nov 2026". A calendar date has no time zone, so it is read and written in
 * UTC: a visitor west of Greenwich must not see the day before.
 */
export function formatDate(value: string): string {
  const parts = calendarDateParts(value);
  if (!parts) return value;
  const [year, month, day] = parts;
  return dateFormat().format(new Date(Date.UTC(year, month - 1, day)));
}

/** "14:30" -> "2:30 pm" ("২:৩০ দুপুর"). */
export function formatTime(value: string): string {
  const match = /^(\d{2}):(\d{2})/.exec(value);
  if (!match) return value;
  return timeFormat().format(new Date(Date.UTC(1970, 0, 1, Number(match[1]), Number(match[2]))));
}

const dayFormat = formatter(Intl.DateTimeFormat, { day: 'numeric', timeZone: 'UTC' });
const monthFormat = formatter(Intl.DateTimeFormat, { month: 'short', timeZone: 'UTC' });

/** "2026-11-05" -> { day: "5", month: "Nov" }: the two lines of a calendar-leaf badge. */
export function dayAndMonth(value: string): { day: string; month: string } | null {
  const parts = calendarDateParts(value);
  if (!parts) return null;
  const [year, month, day] = parts;
  const date = new Date(Date.UTC(year, month - 1, day));
  return { day: dayFormat().format(date), month: monthFormat().format(date) };
}
