import type { AlumniEvent } from '@alumni/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { useInstitutionToday } from '@/lib/institution';
import { itemsOf } from '@/lib/pagination';
import { paths } from '@/lib/paths';
import { ButtonLink } from '@/ui/button';
import { LoadMore } from '@/ui/load-more';
import { PageHeader } from '@/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/ui/page-state';
import { useUserEvents } from '../api/get-user-events';
import { DeleteEventButton } from '../components/delete-event-button';
import { EventList } from '../components/event-list';

function OwnEventActions({ event }: { event: AlumniEvent }) {
  const { title } = event;
  return (
    <>
      <ButtonLink to={paths.editEvent.getHref(event._id)} variant="secondary">
        <Trans>
          Edit<span className="sr-only"> {title}</span>
        </Trans>
      </ButtonLink>
      <DeleteEventButton event={event} />
    </>
  );
}

function OwnEvents() {
  const { t } = useLingui();
  const events = useUserEvents();
  const today = useInstitutionToday();
  if (events.isPending) return <LoadingState message={t`Loading your events...`} />;
  if (events.isError && !events.data) {
    return (
      <ErrorState message={t`Failed to load your events. Please try again later.`} onRetry={() => events.refetch()} />
    );
  }
  const items = itemsOf(events.data.pages);
  if (items.length === 0) {
    return (
      <EmptyState
        message={t`You have not created any events yet.`}
        action={
          <ButtonLink to={paths.createEvent.path}>
            <Trans>Create an event</Trans>
          </ButtonLink>
        }
      />
    );
  }
  return (
    <div className="flex flex-col gap-8">
      <EventList
        label={t`Your events`}
        events={items}
        isPast={(event) => event.date < today}
        actionsFor={(event) => <OwnEventActions event={event} />}
      />
      <LoadMore list={events} failureMessage={t`Failed to load more of your events. Please try again later.`} />
    </div>
  );
}

export function UserEventsPage() {
  const { t } = useLingui();
  return (
    <div className="page-container flex flex-col gap-8 py-10 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <PageHeader
          title={t`Your events`}
          description={t`Events you have created, past ones included. Only you can edit or delete them.`}
        />
        <ButtonLink to={paths.createEvent.path}>
          <Trans>Create Event</Trans>
        </ButtonLink>
      </div>
      <OwnEvents />
    </div>
  );
}
