import { useSyncExternalStore } from 'react';

export interface Toast {
  id: number;
  message: string;
  tone: 'success' | 'info' | 'error';
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

/**
 * Toasts live outside React so code that is not a component (the API client ending an expired
 * session) can announce something too.
 */
export function showToast(message: string, tone: Toast['tone'] = 'success'): number {
  const id = nextId++;
  setToasts([...toasts, { id, message, tone }]);
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
