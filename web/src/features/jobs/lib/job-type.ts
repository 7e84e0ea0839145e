import type { JobType } from '@alumni/contract';
import { t } from '@lingui/core/macro';

/**
 * A job type in the language shown. The value itself ("Full-time") is what the API stores and
 * the address bar carries; only its name on the screen is translated.
 */
export function jobTypeLabel(type: JobType): string {
  switch (type) {
    case 'Full-time':
      return t`Full-time`;
    case 'Part-time':
      return t`Part-time`;
    case 'Internship':
      return t`Internship`;
    case 'Contract':
      return t`Contract`;
    case 'Freelance':
      return t`Freelance`;
  }
}
