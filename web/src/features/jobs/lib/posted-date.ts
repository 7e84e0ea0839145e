import { clockOptions } from '@alumni/contract';
import { intlLocale } from '@/lib/i18n';
import { dayOf, daysBetween } from './calendar';

/** One formatter per language (en-IN, bn-IN), made on first use. */
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
function relativeFormat(): Intl.RelativeTimeFormat {
  const locale = intlLocale();
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    relativeFormats.set(locale, format);
  }
  return format;
}

/** "today", "yesterday", "5 days ago", "last week", "3 months ago" (in the language shown): counted in calendar days where the institution is. */
export function postedAgo(createdAt: string, timeZone: string, now: Date = new Date()): string {
  const days = Math.max(0, daysBetween(dayOf(createdAt, timeZone), dayOf(now.toISOString(), timeZone)));
  if (days < 7) return relativeFormat().format(-days, 'day');
  if (days < 30) return relativeFormat().format(-Math.floor(days / 7), 'week');
  if (days < 365) return relativeFormat().format(-Math.floor(days / 30), 'month');
  return relativeFormat().format(-Math.floor(days / 365), 'year');
}

/** "21 Nov 2026, 10:00 pm" in the institution's time zone, in the language shown. */
export function postedAt(createdAt: string, timeZone: string): string {
  const locale = intlLocale();
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    ...clockOptions(locale),
    timeZone,
  }).format(new Date(createdAt));
}
