import { loadFeatureCatalog } from '@/lib/i18n';

/**
 * This feature's messages in the language shown, for the home page. Its event cards
 * (EventSummaryCard) are the one part of the first view whose words are in this feature's
 * catalogue, which the first view does not load (lib/first-view-catalogs.ts); a production
 * message carries only its id, so without them a card would read its id where it says
 * "Posted by". Fetched alongside the events (get-events.ts): a small chunk after the first
 * render, not part of the first download.
 */
export function loadEventMessages(): Promise<void> {
  return loadFeatureCatalog('events');
}
