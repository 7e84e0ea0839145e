import type { Messages } from '@lingui/core';
import { currentLanguage, i18n } from '@/lib/i18n';

// Each catalogue stays a chunk of its own (lib/i18n.ts reaches the same files).
const catalogs = import.meta.glob<{ messages: Messages }>('../locales/*.po');

/**
 * This feature's messages in the language shown, for the home page. Its event cards
 * (EventSummaryCard) are the one part of the first view whose words are in this feature's
 * catalogue, which the first view does not load (lib/first-view-catalogs.ts); a production
 * message carries only its id, so without them a card would read its id where it says
 * "Posted by". Fetched alongside the events (get-events.ts): a small chunk after the first
 * render, not part of the first download.
 */
export async function loadEventMessages(): Promise<void> {
  const language = currentLanguage();
  const load = catalogs[`../locales/${language}.po`];
  if (!load) return;
  try {
    const { messages } = await load();
    i18n.load(language, messages);
  } catch {
    // A failed download is no reason to withhold the events themselves.
  }
}
