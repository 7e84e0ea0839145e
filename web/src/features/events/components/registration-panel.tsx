import type { AlumniEvent, Registration } from '@alumni/contract';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { useStanding } from '@/features/account';
import { failureMessage } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { useInstitution } from '@/lib/institution';
import { paths } from '@/lib/paths';
import { showToast } from '@/lib/toasts';
import { Button } from '@/ui/button';
import { useCancelRegistration, useRegister, useRegistration } from '../api/registration';
import { hasStarted } from '../lib/event-times';

const STATE_TEXT = {
  going: msg`You are going.`,
  waitlisted: msg`You are on the waiting list: you will move up if a seat frees.`,
} satisfies Record<NonNullable<Registration['status']>, unknown>;

const TEXT_LINK = 'font-semibold text-blue-700 underline underline-offset-4 hover:text-blue-900';

/** "I'm coming": the member's place at the event, and the button that changes it, while registration is open. */
export function RegistrationPanel({ event }: { event: AlumniEvent }) {
  const { t, i18n } = useLingui();
  const { isAuthenticated } = useAuth();
  const standing = useStanding();
  const { timeZone } = useInstitution();
  const registration = useRegistration(event._id, { enabled: standing.isMember });
  const register = useRegister();
  const cancel = useCancelRegistration();
  const started = hasStarted(event, timeZone);
  const status = registration.data?.status ?? null;
  const stateText = status ? i18n._(STATE_TEXT[status]) : null;
  const isFull = event.capacity !== null && event.going >= event.capacity;
  const busy = register.isPending || cancel.isPending;

  let body: React.ReactNode;
  if (started) {
    body = (
      <p className="text-slate-800">
        {stateText ? `${stateText} ` : ''}
        <Trans>Registration has closed: the event has started.</Trans>
      </p>
    );
  } else if (!isAuthenticated) {
    body = (
      <p className="text-slate-800">
        <Trans>
          <Link to={paths.signIn.path} className={TEXT_LINK}>
            Sign in
          </Link>{' '}
          to register for this event.
        </Trans>
      </p>
    );
  } else if (standing.isLoading || (standing.isMember && registration.isPending)) {
    body = (
      <p className="text-slate-700">
        <Trans>Loading your registration...</Trans>
      </p>
    );
  } else if (!standing.isMember) {
    body = (
      <p className="text-slate-800">
        <Trans>Registration is open to verified members.</Trans>
      </p>
    );
  } else if (registration.isError) {
    body = (
      <p role="alert" className="text-sm font-medium text-red-800">
        {failureMessage(registration.error, t`Failed to load your registration. Please try again later.`)}
      </p>
    );
  } else {
    body = (
      <div className="flex flex-col gap-3">
        <p className="text-slate-800">
          {stateText ?? (isFull ? t`The event is full: you can join the waiting list.` : null)}
        </p>
        <div>
          {status ? (
            <Button
              variant="secondary"
              disabled={busy}
              onClick={() =>
                cancel.mutate(event._id, {
                  onSuccess: () =>
                    showToast(status === 'going' ? t`Registration cancelled.` : t`You left the waiting list.`),
                  onError: (error) => showToast(failureMessage(error, t`Failed to cancel. Please try again.`), 'error'),
                })
              }
            >
              {cancel.isPending
                ? t`Cancelling...`
                : status === 'going'
                  ? t`Cancel registration`
                  : t`Leave the waiting list`}
            </Button>
          ) : (
            <Button
              disabled={busy}
              onClick={() =>
                register.mutate(event._id, {
                  onSuccess: (answer) =>
                    showToast(
                      answer.status === 'going'
                        ? t`You are going.`
                        : t`The event is full: you are on the waiting list.`,
                    ),
                  onError: (error) =>
                    showToast(failureMessage(error, t`Failed to register. Please try again.`), 'error'),
                })
              }
            >
              {register.isPending ? t`Registering...` : isFull ? t`Join the waiting list` : t`Register`}
            </Button>
          )}
        </div>
      </div>
    );
  }

  return (
    <section aria-labelledby="registration" className="flex flex-col gap-3 rounded-xl bg-slate-50 p-4 sm:p-5">
      <h2 id="registration" className="text-lg font-semibold text-slate-900">
        <Trans>Registration</Trans>
      </h2>
      {body}
    </section>
  );
}
