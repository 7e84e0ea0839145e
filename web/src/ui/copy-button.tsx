import { t } from '@lingui/core/macro';
import { showToast } from '@/lib/toasts';
import { Button } from './button';

/**
 * Copies `text` (an account number, a UPI ID) and says so; nothing where the browser offers no
 * clipboard. `label` names what is copied, as it reads mid-sentence ("account number", "UPI ID").
 */
export function CopyButton({ text, label }: { text: string; label: string }) {
  if (typeof navigator === 'undefined' || !navigator.clipboard) return null;
  return (
    <Button
      variant="secondary"
      className="min-h-9 px-3 py-1 text-xs"
      onClick={() =>
        navigator.clipboard.writeText(text).then(
          () => showToast(t`Copied the ${label}.`),
          () => showToast(t`Could not copy the ${label}. Select it and copy it instead.`, 'error'),
        )
      }
    >
      {t`Copy`}
      <span className="sr-only"> {label}</span>
    </Button>
  );
}
