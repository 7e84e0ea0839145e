import { endpoints } from '@alumni/contract';
import { urlOf } from '@/lib/api';

/**
 * Every upcoming event, as a calendar to subscribe to (public). A module of its own: the events
 * page links to it, and importing it from calendar-feed.ts would bring the member's feed hooks and
 * the contract's schemas (zod) into the events page's download.
 */
export const PUBLIC_CALENDAR_PATH = urlOf(endpoints.events.publicCalendar);
