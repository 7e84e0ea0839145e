import { paths } from '@/app/paths';
import { useAuth } from '@/lib/auth';
import { usePageTitle } from '@/lib/page-title';
import { itemsOf } from '@/lib/pagination';
import { ButtonLink } from '@/ui/button';
import { LoadMore } from '@/ui/load-more';
import { PageHeader } from '@/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/ui/page-state';
import { useUpcomingEvents } from '../api/get-event-pages';
import { EventList } from '../components/event-list';

function UpcomingEvents() {
  const events = useUpcomingEvents();
  if (events.isPending) return <LoadingState message="Loading events..." />;
  if (events.isError && !events.data) {
    return <ErrorState message="Failed to load events. Please try again later." onRetry={() => events.refetch()} />;
  }
  const items = itemsOf(events.data.pages);
  if (items.length === 0) return <EmptyState message="No upcoming events." />;
  return (
    <div className="flex flex-col gap-8">
      <EventList label="Upcoming events" events={items} />
      <LoadMore list={events} failureMessage="Failed to load more events. Please try again later." />
    </div>
  );
}

export function EventsPage() {
  usePageTitle('Events');
  const { isAuthenticated } = useAuth();
  return (
    <div className="page-container flex flex-col gap-8 py-10 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeader title="Upcoming events" description="Reunions, talks and workshops, soonest first." />
        {isAuthenticated && <ButtonLink to={paths.createEvent.path}>Create Event</ButtonLink>}
      </div>
      <UpcomingEvents />
    </div>
  );
}
