/** What other features may use from the events feature. */
export { useUpcomingEvents } from './api/get-events';
export { EventCard } from './components/event-card';
