import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

const TONE_CLASSES = {
  blue: 'bg-blue-50 text-blue-800',
  slate: 'bg-slate-100 text-slate-700',
  green: 'bg-green-50 text-green-800',
  amber: 'bg-amber-50 text-amber-900',
  red: 'bg-red-50 text-red-800',
} as const;

export function Badge({ tone = 'blue', children }: { tone?: keyof typeof TONE_CLASSES; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center truncate rounded-full px-2.5 py-0.5 text-xs font-semibold',
        TONE_CLASSES[tone],
      )}
    >
      {children}
    </span>
  );
}
