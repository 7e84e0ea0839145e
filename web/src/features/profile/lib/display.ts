import type { ContactVisibility, Gender } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { intlLocale } from '@/lib/i18n';

// Functions rather than constants: each is translated when shown, not when this module loads.

export function notProvided(): string {
  return t`Not provided`;
}

export function hiddenByOwner(): string {
  return t`Hidden by its owner`;
}

/** The own-profile page's word for a missing value (spec section 8). */
export function notAvailable(): string {
  return t`N/A`;
}

export function genderLabel(gender: Gender): string {
  switch (gender) {
    case 'male':
      return t`Male`;
    case 'female':
      return t`Female`;
    default:
      return t`Other`;
  }
}

/** A year of passing in the digits of the language shown ("2012", "২০১২"), never grouped ("2,012"). */
export function formatYear(year: number): string {
  return new Intl.NumberFormat(intlLocale(), { useGrouping: false }).format(year);
}

/** A number (a CGPA, a count) as the language shown writes it. */
export function formatNumber(value: number): string {
  return new Intl.NumberFormat(intlLocale()).format(value);
}

/** "Design Engineer at Silicon Delta", or whichever half is known; null when neither is. */
export function jobLine(title: string | null, company: string | null): string | null {
  if (title && company) return t`${title} at ${company}`;
  return title || company || null;
}

export function visibilityLabel(visibility: ContactVisibility): string {
  if (visibility === 'on_request') return t`On request: alumni you approve`;
  return visibility === 'alumni' ? t`Visible to alumni` : t`Only you`;
}
