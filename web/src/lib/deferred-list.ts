import { useDeferredValue } from 'react';

const NONE: readonly never[] = [];

/**
 * A list as a page shows it: its items render in a background render that React splits into
 * short slices, rather than in the one long task in which TanStack Query's answer arrives (its
 * updates render synchronously). On a phone, rendering a page of cards at once blocks input for a
 * few hundred milliseconds (Lighthouse's Total Blocking Time); sliced, the page stays responsive
 * and the cards appear as soon as they are rendered. Null while a list shown for the first time
 * waits for that background render: the caller shows nothing yet rather than an empty list.
 */
export function useDeferredList<T>(items: readonly T[]): readonly T[] | null {
  const shown = useDeferredValue(items, NONE);
  return shown === NONE && items.length > 0 ? null : shown;
}
