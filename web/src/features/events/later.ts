/**
 * What other features' later pages may use from the events feature and the first download must
 * not carry: the home page reads index.ts, and every module an index the first download reads
 * re-exports goes into the first download's chunk (docs/decisions/0044).
 */
export { useCalendarFeed, useResetCalendarFeed } from './api/calendar-feed';
