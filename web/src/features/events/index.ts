/** What other features may use from the events feature. */
export { useNextEvents } from './api/get-events';
export { EventSummaryCard } from './components/event-summary-card';
