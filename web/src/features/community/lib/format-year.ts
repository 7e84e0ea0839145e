import { intlLocale } from '@/lib/i18n';

/** A year of passing in the digits of the language shown ("2012", "২০১২"), never grouped ("2,012"). */
export function formatYear(year: number): string {
  return new Intl.NumberFormat(intlLocale(), { useGrouping: false }).format(year);
}
