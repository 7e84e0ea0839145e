import { useSyncExternalStore } from 'react';

export interface Toast {
  id: number;
  message: string;
  tone: 'success' | 'info' | 'error';
  /** Shown at the top of the window rather than the bottom, so as not to cover the control just pressed. */
  atTop: boolean;
}

export const TOAST_DURATION_MS = 5000;

type Listener = () => void;
const listeners = new Set<Listener>();
let toasts: readonly Toast[] = [];
let nextId = 1;

function setToasts(next: readonly Toast[]) {
  toasts = next;
  for (const listener of listeners) listener();
}

/** Where the last press was: a pressed button may have lost focus since (disabled while sending). */
let pressedAt = 0;
if (typeof document !== 'undefined') {
  document.addEventListener(
    'pointerdown',
    (event) => {
      pressedAt = event.clientY;
    },
    true,
  );
}

/**
 * Whether the control just pressed (focused, else where the pointer pressed) is in the lower half
 * of the window: a phone's form buttons sit low, and a toast there would cover them (issue 35).
 */
function pressedInLowerHalf(): boolean {
  const focused = document.activeElement;
  const box = focused && focused !== document.body ? focused.getBoundingClientRect() : null;
  return (box ? box.top + box.height / 2 : pressedAt) > window.innerHeight / 2;
}

/**
 * Toasts live outside React so code that is not a component (the API client ending an expired
 * session) can announce something too. The first of a set decides where they show, and the rest
 * follow it.
 */
export function showToast(message: string, tone: Toast['tone'] = 'success'): number {
  const id = nextId++;
  setToasts([...toasts, { id, message, tone, atTop: toasts[0]?.atTop ?? pressedInLowerHalf() }]);
  return id;
}

export function dismissToast(id: number): void {
  setToasts(toasts.filter((toast) => toast.id !== id));
}

export function dismissAllToasts(): void {
  setToasts([]);
}

function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getToasts(): readonly Toast[] {
  return toasts;
}

export function useToasts(): readonly Toast[] {
  return useSyncExternalStore(subscribe, getToasts, getToasts);
}
