import type { OnRequestField } from '@alumni/contract';
import { t } from '@lingui/core/macro';

/** A contact field's name, translated when shown. */
export function contactFieldLabel(field: OnRequestField): string {
  switch (field) {
    case 'email':
      return t`Email`;
    case 'phone':
      return t`Phone`;
    default:
      return t`Address`;
  }
}
