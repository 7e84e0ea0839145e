import { useLingui } from '@lingui/react/macro';
import { EventSummaryCard, useNextEvents } from '@/features/events';
import { EmptyState, ErrorState, LoadingState } from '@/ui/page-state';
import { HOME_LIST_SIZE } from './home-section';

/** The next four events: the first page of the events list, a short one. */
export function UpcomingEvents() {
  const { t } = useLingui();
  const events = useNextEvents(HOME_LIST_SIZE);
  if (events.isPending) return <LoadingState message={t`Loading events...`} />;
  if (!events.data) {
    return <ErrorState message={t`Failed to load events. Please try again later.`} onRetry={() => events.refetch()} />;
  }
  const items = events.data.items;
  if (items.length === 0) return <EmptyState message={t`No upcoming events.`} />;
  return (
    <ul className="flex flex-col gap-4">
      {items.map((event) => (
        <li key={event._id}>
          <EventSummaryCard event={event} headingLevel={3} />
        </li>
      ))}
    </ul>
  );
}
