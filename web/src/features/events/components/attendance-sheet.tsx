import type { AlumniEvent, Registrant } from '@alumni/contract';
import { Trans, useLingui } from '@lingui/react/macro';
import { failureMessage } from '@/lib/api';
import { itemsOf } from '@/lib/pagination';
import { showToast } from '@/lib/toasts';
import { CheckboxField } from '@/ui/form-fields';
import { LoadMore } from '@/ui/load-more';
import { useMarkAttendance, useRegistrants } from '../api/attendance';

function RegistrantRow({ event, registrant }: { event: AlumniEvent; registrant: Registrant }) {
  const { t } = useLingui();
  const mark = useMarkAttendance(event._id);
  const { fullName, yearOfPassing, programme } = registrant;
  const waiting = registrant.status === 'waitlisted';
  return (
    <li className="flex flex-col gap-0.5 border-b border-slate-100 py-2">
      <CheckboxField
        label={waiting ? t`${fullName} came (was on the waiting list)` : t`${fullName} came`}
        checked={registrant.attended}
        disabled={mark.isPending}
        onChange={(change) =>
          mark.mutate(
            { userId: registrant._id, attended: change.currentTarget.checked },
            {
              onError: (error) =>
                showToast(failureMessage(error, t`Failed to save attendance. Please try again.`), 'error'),
            },
          )
        }
      />
      <p className="pl-7 text-sm text-slate-700">{t`${programme}, ${yearOfPassing}`}</p>
    </li>
  );
}

/**
 * The organiser's (or an admin's) sheet once the event has started: everyone registered, each
 * ticked when they came. The association's dashboard counts the ticks (decision 0053).
 */
export function AttendanceSheet({ event }: { event: AlumniEvent }) {
  const { t } = useLingui();
  const registrants = useRegistrants(event._id);
  let body: React.ReactNode;
  if (registrants.isPending) {
    body = (
      <p className="text-slate-700">
        <Trans>Loading who registered...</Trans>
      </p>
    );
  } else if (registrants.isError && !registrants.data) {
    body = (
      <p role="alert" className="text-sm font-medium text-red-800">
        {failureMessage(registrants.error, t`Failed to load who registered. Please try again later.`)}
      </p>
    );
  } else {
    const items = itemsOf(registrants.data.pages);
    body =
      items.length === 0 ? (
        <p className="text-slate-700">
          <Trans>Nobody registered for this event.</Trans>
        </p>
      ) : (
        <>
          <ul aria-label={t`Members registered`}>
            {items.map((registrant) => (
              <RegistrantRow key={registrant._id} event={event} registrant={registrant} />
            ))}
          </ul>
          <LoadMore list={registrants} failureMessage={t`Failed to load more names. Please try again later.`} />
        </>
      );
  }
  return (
    <section aria-labelledby="attendance" className="flex flex-col gap-2">
      <h3 id="attendance" className="text-base font-semibold text-slate-900">
        <Trans>Who came</Trans>
      </h3>
      <p className="text-sm text-slate-700">
        <Trans>Tick each member who came. Only you and the association’s admins see this sheet.</Trans>
      </p>
      {body}
    </section>
  );
}
