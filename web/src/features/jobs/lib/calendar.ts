import { todayIn } from '@alumni/contract';

const DAY_MS = 24 * 60 * 60 * 1000;

function utcMidnight(date: string): number {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  return Date.UTC(year, month - 1, day);
}

/** "2026-11-05" plus 3 days is "2026-11-08": calendar arithmetic, free of time zones and daylight saving. */
export function addDays(date: string, days: number): string {
  return new Date(utcMidnight(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole calendar days from `from` to `to` (both YYYY-MM-DD); negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnight(to) - utcMidnight(from)) / DAY_MS);
}

/** The calendar day (YYYY-MM-DD) an instant falls on in `timeZone`. */
export function dayOf(instant: string, timeZone: string): string {
  return todayIn(timeZone, new Date(instant));
}
