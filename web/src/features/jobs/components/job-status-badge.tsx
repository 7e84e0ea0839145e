import type { Job } from '@alumni/contract';
import { cn } from '@/lib/cn';

const STATUS: Record<Job['status'], { label: string; classes: string }> = {
  open: { label: 'Open', classes: 'border-green-700 bg-green-50 text-green-900' },
  filled: { label: 'Filled', classes: 'border-slate-500 bg-slate-100 text-slate-800' },
  expired: { label: 'Expired', classes: 'border-amber-700 bg-amber-50 text-amber-900' },
};

/** The job's status in words; the colour only repeats it. */
export function JobStatusBadge({ status }: { status: Job['status'] }) {
  const { label, classes } = STATUS[status];
  return (
    <span className={cn('inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold', classes)}>
      <span className="sr-only">Status: </span>
      {label}
    </span>
  );
}
