import type { Gender, Visibility } from '@alumni/contract';

export const NOT_PROVIDED = 'Not provided';
export const HIDDEN_BY_OWNER = 'Hidden by its owner';
/** The own-profile page's word for a missing value (spec section 8). */
export const NOT_AVAILABLE = 'N/A';

export function genderLabel(gender: Gender): string {
  return `${gender.charAt(0).toUpperCase()}${gender.slice(1)}`;
}

/** "Design Engineer at Silicon Delta", or whichever half is known; null when neither is. */
export function jobLine(title: string | null, company: string | null): string | null {
  if (title && company) return `${title} at ${company}`;
  return title || company || null;
}

export const VISIBILITY_LABELS: Record<Visibility, string> = {
  alumni: 'Visible to alumni',
  private: 'Only you',
};
