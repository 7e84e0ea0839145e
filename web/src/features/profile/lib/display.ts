import type { Gender, Visibility } from '@alumni/contract';
import { t } from '@lingui/core/macro';

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

/** "Design Engineer at Silicon Delta", or whichever half is known; null when neither is. */
export function jobLine(title: string | null, company: string | null): string | null {
  if (title && company) return t`${title} at ${company}`;
  return title || company || null;
}

export function visibilityLabel(visibility: Visibility): string {
  return visibility === 'alumni' ? t`Visible to alumni` : t`Only you`;
}
