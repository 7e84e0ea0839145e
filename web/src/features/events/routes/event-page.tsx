import type { AlumniEvent } from '@alumni/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate, useParams } from 'react-router';
import { useStanding } from '@/features/account';
import { ReportButton } from '@/features/moderation';
import { isNotFound } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { useInstitutionToday } from '@/lib/institution';
import { usePageTitle } from '@/lib/page-title';
import { paths } from '@/lib/paths';
import { Badge } from '@/ui/badge';
import { ButtonLink, buttonClasses } from '@/ui/button';
import { Markdown } from '@/ui/markdown';
import { ErrorState, LoadingState } from '@/ui/page-state';
import { ShareLinks } from '@/ui/share-links';
import { eventCalendarUrl } from '../api/event-calendar';
import { useEvent } from '../api/get-event';
import { useRegistration } from '../api/registration';
import { AttendeeSection } from '../components/attendee-list';
import { DeleteEventButton } from '../components/delete-event-button';
import { EventDetails } from '../components/event-details';
import { JoinOnlineLink } from '../components/event-links';
import { RegistrationPanel } from '../components/registration-panel';

function BackToEvents() {
  return (
    <Link
      to={paths.events.path}
      className="self-start rounded text-sm font-semibold text-blue-700 underline-offset-4 hover:underline"
    >
      <span aria-hidden="true">← </span>
      <Trans>All events</Trans>
    </Link>
  );
}

function CreatorActions({ event }: { event: AlumniEvent }) {
  const navigate = useNavigate();
  const { title } = event;
  return (
    <div className="flex flex-wrap items-start gap-3 border-t border-slate-200 pt-6">
      <ButtonLink to={paths.editEvent.getHref(event._id)} variant="secondary">
        <Trans>
          Edit<span className="sr-only"> {title}</span>
        </Trans>
      </ButtonLink>
      <DeleteEventButton event={event} onDeleted={() => navigate(paths.events.path)} />
    </div>
  );
}

/**
 * How to join an online event: the link, where the server gave it to this viewer (everyone for an
 * event without a seat limit; with seats, a member holding one, and the organiser), or a word on
 * when it shows. An in-person event shows nothing here.
 */
function JoinOnline({ event }: { event: AlumniEvent }) {
  const standing = useStanding();
  const registration = useRegistration(event._id, { enabled: standing.isMember });
  const href = event.linkToJoin ?? registration.data?.linkToJoin ?? null;
  if (!event.online) return null;
  if (href) return <JoinOnlineLink event={event} href={href} />;
  return (
    <p className="basis-full text-sm text-slate-700">
      <Trans>The link to join online is shown here to members who hold a seat.</Trans>
    </p>
  );
}

function EventArticle({ event }: { event: AlumniEvent }) {
  const { session } = useAuth();
  const today = useInstitutionToday();
  const isPast = event.date < today;
  return (
    <article className="flex flex-col gap-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8">
      <header className="flex flex-col gap-3">
        <div className="flex flex-wrap gap-2">
          <Badge>{event.category}</Badge>
          {isPast && (
            <Badge tone="slate">
              <Trans>Past event</Trans>
            </Badge>
          )}
        </div>
        <h1 className="text-3xl font-bold tracking-tight break-words text-slate-900 sm:text-4xl">{event.title}</h1>
      </header>
      {isPast && (
        <p className="text-slate-700">
          <Trans>This event has already taken place.</Trans>
        </p>
      )}
      <EventDetails event={event} />
      {event.image && (
        <img
          src={event.image}
          alt={event.imageAlt ?? ''}
          className="aspect-video w-full rounded-xl bg-slate-100 object-cover"
        />
      )}
      <Markdown source={event.description} />
      <RegistrationPanel event={event} />
      <div className="flex flex-wrap gap-3">
        {!isPast && <JoinOnline event={event} />}
        <a href={eventCalendarUrl(event._id)} download className={buttonClasses('secondary')}>
          <Trans>Add to calendar</Trans>
        </a>
      </div>
      <ShareLinks title={event.title} path={paths.event.getHref(event._id)} />
      <AttendeeSection event={event} />
      {session?.userId === event.createdBy ? (
        <CreatorActions event={event} />
      ) : (
        <ReportButton
          targetType="event"
          targetId={event._id}
          authorId={event.createdBy}
          itemName={event.title}
          className="self-start"
        />
      )}
    </article>
  );
}

function EventDetail({ id }: { id: string }) {
  const { t } = useLingui();
  const event = useEvent(id);
  const notFound = isNotFound(event.error);
  usePageTitle(event.data?.title ?? (notFound ? t`Event not found` : t`Event`));

  if (event.data) return <EventArticle event={event.data} />;
  if (notFound) {
    return (
      <h1 className="text-2xl font-bold text-slate-900">
        <Trans>Event not found.</Trans>
      </h1>
    );
  }
  return (
    <>
      <h1 className="sr-only">
        <Trans>Event</Trans>
      </h1>
      {event.isPending ? (
        <LoadingState message={t`Loading event...`} />
      ) : (
        <ErrorState message={t`Failed to load the event. Please try again later.`} onRetry={() => event.refetch()} />
      )}
    </>
  );
}

export function EventPage() {
  const { id = '' } = useParams();
  return (
    <div className="page-container flex max-w-4xl flex-col gap-6 py-10 sm:py-14">
      <BackToEvents />
      <EventDetail id={id} />
    </div>
  );
}
