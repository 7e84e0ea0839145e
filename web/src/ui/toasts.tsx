import { t } from '@lingui/core/macro';
import { useEffect, useState } from 'react';
import { cn } from '@/lib/cn';
import { dismissToast, TOAST_DURATION_MS, type Toast, useToasts } from '@/lib/toasts';

const TONE_CLASSES: Record<Toast['tone'], string> = {
  success: 'border-green-700 bg-green-50 text-green-900',
  info: 'border-blue-700 bg-blue-50 text-blue-900',
  error: 'border-red-700 bg-red-50 text-red-900',
};

function ToastItem({ toast, held }: { toast: Toast; held: boolean }) {
  useEffect(() => {
    if (held) return;
    const timer = window.setTimeout(() => dismissToast(toast.id), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [held, toast.id]);

  return (
    <div
      className={cn(
        'pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-lg border-l-4 px-4 py-3 shadow-lg',
        TONE_CLASSES[toast.tone],
      )}
    >
      <p className="flex-1 text-sm font-medium">{toast.message}</p>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        className="-m-1 rounded p-1 hover:bg-black/5"
        aria-label={t`Dismiss notification`}
      >
        <svg viewBox="0 0 20 20" className="size-4" fill="currentColor" aria-hidden="true">
          <path d="M5.3 5.3a1 1 0 0 1 1.4 0L10 8.6l3.3-3.3a1 1 0 1 1 1.4 1.4L11.4 10l3.3 3.3a1 1 0 0 1-1.4 1.4L10 11.4l-3.3 3.3a1 1 0 0 1-1.4-1.4L8.6 10 5.3 6.7a1 1 0 0 1 0-1.4z" />
        </svg>
      </button>
    </div>
  );
}

/**
 * One polite live region that exists before any toast, so screen readers announce each new one:
 * at the bottom, or at the top when the control just pressed is low in the window (lib/toasts.ts).
 */
export function Toasts() {
  const toasts = useToasts();
  // Reading takes time: the countdown stops while the pointer or keyboard focus is on a toast.
  const [held, setHeld] = useState(false);

  return (
    <div
      role="status"
      aria-live="polite"
      className={cn(
        'pointer-events-none fixed inset-x-0 z-50 flex flex-col items-center gap-2 p-4 sm:items-end',
        toasts[0]?.atTop ? 'top-0' : 'bottom-0',
      )}
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} held={held} />
      ))}
    </div>
  );
}
