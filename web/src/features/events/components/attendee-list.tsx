import type { AlumniEvent } from '@alumni/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useStanding } from '@/features/account';
import { failureMessage } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { useInstitution } from '@/lib/institution';
import { itemsOf } from '@/lib/pagination';
import { paths } from '@/lib/paths';
import { showToast } from '@/lib/toasts';
import { Button } from '@/ui/button';
import { LoadMore } from '@/ui/load-more';
import { useDownloadAttendees } from '../api/download-attendees';
import { useAttendees } from '../api/get-attendees';
import { hasStarted } from '../lib/event-times';
import { AttendanceSheet } from './attendance-sheet';

function Attendees({ event }: { event: AlumniEvent }) {
  const { t } = useLingui();
  const attendees = useAttendees(event._id, { enabled: true });
  if (attendees.isPending) {
    return (
      <p className="text-slate-700">
        <Trans>Loading who is going...</Trans>
      </p>
    );
  }
  if (attendees.isError && !attendees.data) {
    return (
      <p role="alert" className="text-sm font-medium text-red-800">
        {failureMessage(attendees.error, t`Failed to load who is going. Please try again later.`)}
      </p>
    );
  }
  const items = itemsOf(attendees.data.pages);
  if (items.length === 0) {
    return (
      <p className="text-slate-700">
        {event.going === 0 ? t`Nobody is going yet.` : t`Those going keep their names off this list.`}
      </p>
    );
  }
  return (
    <>
      <ul aria-label={t`Members going`} className="flex flex-wrap gap-x-4 gap-y-2">
        {items.map((attendee) => (
          <li key={attendee._id}>
            <Link
              to={paths.profile.getHref(attendee._id)}
              className="font-medium text-blue-700 underline underline-offset-4 hover:text-blue-900"
            >
              {attendee.fullName}
            </Link>
          </li>
        ))}
      </ul>
      <LoadMore list={attendees} failureMessage={t`Failed to load more names. Please try again later.`} />
    </>
  );
}

/**
 * Who is going (verified members see it), and the organiser's (or an admin's) download of the full
 * sheet; once the event has started, their sheet to mark who came.
 */
export function AttendeeSection({ event }: { event: AlumniEvent }) {
  const { t } = useLingui();
  const { session } = useAuth();
  const standing = useStanding();
  const { timeZone } = useInstitution();
  const download = useDownloadAttendees();
  if (!standing.isMember) return null;
  const isOrganiser = session?.userId === event.createdBy || standing.isAdmin;
  return (
    <section aria-labelledby="attendees" className="flex flex-col gap-3">
      <h2 id="attendees" className="text-lg font-semibold text-slate-900">
        <Trans>Who is going</Trans>
      </h2>
      <Attendees event={event} />
      {isOrganiser && (
        <div>
          <Button
            variant="secondary"
            disabled={download.isPending}
            onClick={() =>
              download.mutate(event._id, {
                onError: (error) =>
                  showToast(failureMessage(error, t`Failed to download the attendee list. Please try again.`), 'error'),
              })
            }
          >
            {download.isPending ? t`Preparing download...` : t`Download attendee list (CSV)`}
          </Button>
        </div>
      )}
      {isOrganiser && hasStarted(event, timeZone) && <AttendanceSheet event={event} />}
    </section>
  );
}
