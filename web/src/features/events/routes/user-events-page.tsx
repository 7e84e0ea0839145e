import type { AlumniEvent } from '@alumni/contract';
import { paths } from '@/app/paths';
import { failureMessage } from '@/lib/api';
import { useInstitutionToday } from '@/lib/institution';
import { usePageTitle } from '@/lib/page-title';
import { itemsOf } from '@/lib/pagination';
import { showToast } from '@/lib/toasts';
import { ButtonLink } from '@/ui/button';
import { ConfirmDelete } from '@/ui/confirm-delete';
import { LoadMore } from '@/ui/load-more';
import { PageHeader } from '@/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/ui/page-state';
import { useDeleteEvent } from '../api/delete-event';
import { useUserEvents } from '../api/get-user-events';
import { EventList } from '../components/event-list';

function OwnEventActions({ event }: { event: AlumniEvent }) {
  const deleteEvent = useDeleteEvent();
  return (
    <>
      <ButtonLink to={paths.editEvent.getHref(event._id)} variant="secondary">
        Edit<span className="sr-only"> {event.title}</span>
      </ButtonLink>
      <ConfirmDelete
        itemName={event.title}
        question="Delete this event? This cannot be undone."
        isDeleting={deleteEvent.isPending}
        onConfirm={() =>
          deleteEvent.mutate(event._id, {
            onSuccess: () => showToast('Event deleted.'),
            onError: (error) =>
              showToast(failureMessage(error, 'Failed to delete the event. Please try again.'), 'error'),
          })
        }
      />
    </>
  );
}

function OwnEvents() {
  const events = useUserEvents();
  const today = useInstitutionToday();
  if (events.isPending) return <LoadingState message="Loading your events..." />;
  if (events.isError && !events.data) {
    return (
      <ErrorState message="Failed to load your events. Please try again later." onRetry={() => events.refetch()} />
    );
  }
  const items = itemsOf(events.data.pages);
  if (items.length === 0) {
    return (
      <EmptyState
        message="You have not created any events yet."
        action={<ButtonLink to={paths.createEvent.path}>Create an event</ButtonLink>}
      />
    );
  }
  return (
    <div className="flex flex-col gap-8">
      <EventList
        label="Your events"
        events={items}
        isPast={(event) => event.date < today}
        actionsFor={(event) => <OwnEventActions event={event} />}
      />
      <LoadMore list={events} failureMessage="Failed to load more of your events. Please try again later." />
    </div>
  );
}

export function UserEventsPage() {
  usePageTitle('Your events');
  return (
    <div className="page-container flex flex-col gap-8 py-10 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeader
          title="Your events"
          description="Events you have created, past ones included. Only you can edit or delete them."
        />
        <ButtonLink to={paths.createEvent.path}>Create Event</ButtonLink>
      </div>
      <OwnEvents />
    </div>
  );
}
