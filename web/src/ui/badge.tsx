import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';

export function Badge({ tone = 'blue', children }: { tone?: 'blue' | 'slate'; children: ReactNode }) {
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center truncate rounded-full px-2.5 py-0.5 text-xs font-semibold',
        tone === 'blue' ? 'bg-blue-50 text-blue-800' : 'bg-slate-100 text-slate-700',
      )}
    >
      {children}
    </span>
  );
}
