import type { Job } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { cn } from '@/lib/cn';

const STATUS_CLASSES: Record<Job['status'], string> = {
  open: 'border-green-700 bg-green-50 text-green-900',
  filled: 'border-slate-500 bg-slate-100 text-slate-800',
  expired: 'border-amber-700 bg-amber-50 text-amber-900',
};

/** Translated when shown, so a language switch changes it. */
function statusLabel(status: Job['status']): string {
  switch (status) {
    case 'open':
      // A job still taking applicants (চালু), not a report still to be handled (খোলা).
      return t({ message: 'Open', context: 'job status' });
    case 'filled':
      return t`Filled`;
    case 'expired':
      return t`Expired`;
  }
}

/** The job's status in words; the colour only repeats it. */
export function JobStatusBadge({ status }: { status: Job['status'] }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold',
        STATUS_CLASSES[status],
      )}
    >
      <span className="sr-only">
        <Trans>Status:</Trans>{' '}
      </span>
      {statusLabel(status)}
    </span>
  );
}
