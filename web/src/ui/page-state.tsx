import { t } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { offlineMessage } from '@/lib/api';
import { Button } from './button';

function Spinner({ className = 'size-5' }: { className?: string }) {
  return (
    <svg className={`animate-spin text-blue-700 ${className}`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

export function LoadingState({ message }: { message: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-12 text-slate-700">
      <Spinner />
      <span>{message}</span>
    </div>
  );
}

/**
 * A page's data did not come. Offline, that is because it was not kept for offline reading (only
 * the public pages read before are, decision 0034): it says so instead of the page's own words,
 * which blame an error.
 */
export function ErrorState({ message, onRetry }: { message: string; onRetry?: () => void }) {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <div role="alert" className="flex flex-col items-center gap-4 rounded-xl border border-red-200 bg-red-50 px-6 py-8">
      <p className="text-center font-medium text-red-800">
        {offline
          ? t`This was not saved for offline reading: only stories and events read before open offline.`
          : message}
      </p>
      {offline && <p className="text-center text-red-800">{offlineMessage()}</p>}
      {onRetry && (
        <Button variant="secondary" onClick={onRetry}>
          {t`Try again`}
        </Button>
      )}
    </div>
  );
}

export function EmptyState({ message, action }: { message: string; action?: ReactNode }) {
  if (!action) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center text-slate-700">
        {message}
      </p>
    );
  }
  return (
    <div className="flex flex-col items-center gap-4 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-10 text-center">
      <p className="text-slate-700">{message}</p>
      {action}
    </div>
  );
}
