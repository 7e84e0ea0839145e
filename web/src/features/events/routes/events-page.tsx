import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { useAuth } from '@/lib/auth';
import { usePageTitle } from '@/lib/page-title';
import { itemsOf } from '@/lib/pagination';
import { paths } from '@/lib/paths';
import { ButtonLink } from '@/ui/button';
import { LoadMore } from '@/ui/load-more';
import { PageHeader } from '@/ui/page-header';
import { EmptyState, ErrorState, LoadingState } from '@/ui/page-state';
import { useUpcomingEvents } from '../api/get-event-pages';
import { usePastEvents } from '../api/get-past-events';
import { PUBLIC_CALENDAR_PATH } from '../api/public-calendar';
import { EventList } from '../components/event-list';

function UpcomingEvents() {
  const { t } = useLingui();
  const events = useUpcomingEvents();
  if (events.isPending) return <LoadingState message={t`Loading events...`} />;
  if (events.isError && !events.data) {
    return <ErrorState message={t`Failed to load events. Please try again later.`} onRetry={() => events.refetch()} />;
  }
  const items = itemsOf(events.data.pages);
  if (items.length === 0) return <EmptyState message={t`No upcoming events.`} />;
  return (
    <div className="flex flex-col gap-8">
      <EventList label={t`Upcoming events`} events={items} />
      <LoadMore list={events} failureMessage={t`Failed to load more events. Please try again later.`} />
    </div>
  );
}

function PastEvents() {
  const { t } = useLingui();
  const events = usePastEvents();
  if (events.isPending) return <LoadingState message={t`Loading events...`} />;
  if (events.isError && !events.data) {
    return <ErrorState message={t`Failed to load events. Please try again later.`} onRetry={() => events.refetch()} />;
  }
  const items = itemsOf(events.data.pages);
  if (items.length === 0) return <EmptyState message={t`No past events.`} />;
  return (
    <div className="flex flex-col gap-8">
      <EventList label={t`Past events`} events={items} isPast={() => true} />
      <LoadMore list={events} failureMessage={t`Failed to load more events. Please try again later.`} />
    </div>
  );
}

const TAB_CLASSES =
  'inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold underline-offset-4 hover:underline';

/** Upcoming and past events, as two views of one page (`?show=past`), linked like tabs. */
function EventTabs({ showPast }: { showPast: boolean }) {
  const { t } = useLingui();
  const tabs = [
    { key: 'upcoming', label: t`Upcoming`, to: paths.events.path, current: !showPast },
    { key: 'past', label: t`Past events`, to: `${paths.events.path}?show=past`, current: showPast },
  ];
  return (
    <nav aria-label={t`Events lists`} className="flex gap-2 border-b border-slate-200">
      {tabs.map((tab) => (
        <Link
          key={tab.key}
          to={tab.to}
          aria-current={tab.current ? 'page' : undefined}
          className={`${TAB_CLASSES} ${tab.current ? 'border-blue-700 text-blue-800' : 'border-transparent text-slate-700'}`}
        >
          {tab.label}
        </Link>
      ))}
    </nav>
  );
}

export function EventsPage() {
  const { t } = useLingui();
  const [search] = useSearchParams();
  const showPast = search.get('show') === 'past';
  usePageTitle(showPast ? t`Past events` : t`Events`);
  const { isAuthenticated } = useAuth();
  return (
    <div className="page-container flex flex-col gap-8 py-10 sm:py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        {showPast ? (
          <PageHeader
            title={t`Past events`}
            description={t`Reunions, talks and workshops that have taken place, latest first.`}
          />
        ) : (
          <PageHeader title={t`Upcoming events`} description={t`Reunions, talks and workshops, soonest first.`} />
        )}
        <div className="flex flex-wrap gap-3">
          <a
            href={PUBLIC_CALENDAR_PATH}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-blue-700 underline underline-offset-4 hover:text-blue-900"
          >
            <Trans>Subscribe to the events calendar</Trans>
          </a>
          {isAuthenticated && (
            <ButtonLink to={paths.createEvent.path}>
              <Trans>Create Event</Trans>
            </ButtonLink>
          )}
        </div>
      </div>
      <EventTabs showPast={showPast} />
      {showPast ? <PastEvents /> : <UpcomingEvents />}
    </div>
  );
}
