import { dayOf, daysBetween } from './calendar';

const relativeFormat = new Intl.RelativeTimeFormat('en', { numeric: 'auto' });

/** "today", "yesterday", "5 days ago", "last week", "3 months ago": counted in calendar days where the institution is. */
export function postedAgo(createdAt: string, timeZone: string, now: Date = new Date()): string {
  const days = Math.max(0, daysBetween(dayOf(createdAt, timeZone), dayOf(now.toISOString(), timeZone)));
  if (days < 7) return relativeFormat.format(-days, 'day');
  if (days < 30) return relativeFormat.format(-Math.floor(days / 7), 'week');
  if (days < 365) return relativeFormat.format(-Math.floor(days / 30), 'month');
  return relativeFormat.format(-Math.floor(days / 365), 'year');
}

/** "21 Nov 2026, 10:00 pm" in the institution's time zone. */
export function postedAt(createdAt: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(
    new Date(createdAt),
  );
}
