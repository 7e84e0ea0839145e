import { type ReactNode, useSyncExternalStore } from 'react';
import { i18n } from '@/lib/i18n';

// Counts Lingui's changes (a language activated, more messages loaded): registered before any
// subscriber below, so the count is current when React reads it.
let changes = 0;
i18n.on('change', () => {
  changes += 1;
});
const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const changeCount = () => changes;

/**
 * Builds the whole app anew whenever the language changes (the switch, or a page's catalogues
 * arriving), so every component shows it (dates and numbers included, not only Lingui's <Trans>)
 * while keeping its state: a half-filled form keeps what was typed (docs/decisions/0033).
 */
export function LanguageRoot({ children }: { children: () => ReactNode }) {
  useSyncExternalStore(subscribe, changeCount);
  return children();
}
