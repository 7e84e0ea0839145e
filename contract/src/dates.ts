// No zod here: the web app's first load needs this, and must not pull in the schema library with it.

/**
 * One formatter per time zone: making one costs far more than using it, and the server asks for
 * today's date on most requests. (A time zone Intl refuses throws before anything is kept.)
 */
const dayFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date today in a time zone, as YYYY-MM-DD. */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  let format = dayFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormats.set(timeZone, format);
  }
  return format.format(now);
}

/**
 * How a clock time is written in each language, for every Intl format that shows one: "7:30 pm"
 * in English; in Bengali with Bengali digits and the part of the day in Bengali ("৭:৩০ সন্ধ্যা"),
 * as the bn locale's plain 12-hour clock writes "PM" in Latin letters (issue 35).
 */
export function clockOptions(locale: string): Intl.DateTimeFormatOptions {
  return {
    hour: 'numeric',
    minute: '2-digit',
    ...(locale.startsWith('bn') ? { dayPeriod: 'short' } : { hour12: true }),
  };
}
