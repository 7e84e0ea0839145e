import { intlLocale } from '@/lib/i18n';

/**
 * When a message was sent, in the reader's own time zone and the language shown: "2:30 pm" today,
 * "5 Nov, 2:30 pm" this year, "5 Nov 2025, 2:30 pm" before. (Calendar dates elsewhere are shown in
 * UTC; a message's moment is a real instant, so local time is what the reader expects.)
 */
const OPTIONS = {
  time: { hour: 'numeric', minute: '2-digit', hour12: true },
  day: { day: 'numeric', month: 'short' },
  date: { day: 'numeric', month: 'short', year: 'numeric' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

/** One formatter per language (en-IN, bn-IN) and kind, made on first use. */
const formats = new Map<string, Intl.DateTimeFormat>();
function format(kind: keyof typeof OPTIONS, date: Date): string {
  const locale = intlLocale();
  const key = `${locale} ${kind}`;
  let formatter = formats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, OPTIONS[kind]);
    formats.set(key, formatter);
  }
  return formatter.format(date);
}

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

export function formatMessageTime(iso: string, now: Date = new Date()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const time = format('time', date);
  if (sameDay(date, now)) return time;
  const day = date.getFullYear() === now.getFullYear() ? format('day', date) : format('date', date);
  return `${day}, ${time}`;
}
