import { intlLocale } from '@/lib/i18n';

/** One formatter per language (en-IN, bn-IN), made on first use. */
const formats = new Map<string, Intl.NumberFormat>();

/** An unread count for a pill: "3" ("৩" in Bengali), and "99+" beyond 99. */
export function formatCount(count: number): string {
  const locale = intlLocale();
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale);
    formats.set(locale, format);
  }
  return count > 99 ? `${format.format(99)}+` : format.format(count);
}
