import { t } from '@lingui/core/macro';
import { useEffect, useLayoutEffect, useState } from 'react';
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

/** The last control pressed with a pointer: a button that was pressed may have lost focus (disabled while sending). */
let lastPressed: Element | null = null;
function rememberPressed(event: PointerEvent) {
  lastPressed =
    event.target instanceof Element ? event.target.closest('button, a, input, select, textarea, label') : null;
}

/** Whether the control just pressed (focused, else last under the pointer) is in the lower half of the window. */
function pressedInLowerHalf(): boolean {
  const focused = document.activeElement;
  const control = focused && focused !== document.body ? focused : lastPressed;
  if (!control?.isConnected) return false;
  const box = control.getBoundingClientRect();
  return box.top + box.height / 2 > window.innerHeight / 2;
}

/**
 * One polite live region that exists before any toast, so screen readers announce each new one.
 * It shows at the bottom, or at the top when the control just pressed is in the lower half, so
 * that a toast never covers what was pressed (a phone's form buttons sit low; issue 35).
 */
export function Toasts() {
  const toasts = useToasts();
  // Reading takes time: the countdown stops while the pointer or keyboard focus is on a toast.
  const [held, setHeld] = useState(false);
  const [atTop, setAtTop] = useState(false);
  const [shown, setShown] = useState(0);

  useEffect(() => {
    document.addEventListener('pointerdown', rememberPressed, true);
    return () => document.removeEventListener('pointerdown', rememberPressed, true);
  }, []);

  // Placed when a toast arrives (before it is painted), and kept while toasts are shown.
  useLayoutEffect(() => {
    if (toasts.length > shown && shown === 0) setAtTop(pressedInLowerHalf());
    setShown(toasts.length);
  }, [toasts.length, shown]);

  return (
    <div
      role="status"
      aria-live="polite"
      data-placement={atTop ? 'top' : 'bottom'}
      className={cn(
        'pointer-events-none fixed inset-x-0 z-50 flex flex-col items-center gap-2 p-4 sm:items-end',
        atTop ? 'top-0' : 'bottom-0',
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
