import { useSyncExternalStore } from 'react';

/**
 * Whether the viewport matches `query` now, updated as it changes. False where the browser has no
 * `matchMedia` (the tests' DOM), so the narrow layout is the one without it.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}
