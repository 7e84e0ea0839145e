import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate, useParams } from 'react-router';
import { failureMessage, isNotFound } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { useInstitutionToday } from '@/lib/institution';
import { paths } from '@/lib/paths';
import { showToast } from '@/lib/toasts';
import { ButtonLink } from '@/ui/button';
import { FormPage } from '@/ui/form-page';
import { ErrorState, LoadingState } from '@/ui/page-state';
import { useEvent } from '../api/get-event';
import { useRegistration } from '../api/registration';
import { useUpdateEvent } from '../api/update-event';
import { EventForm, eventFormValues } from '../components/event-form';

function EditEventForm({ id }: { id: string }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { session } = useAuth();
  const event = useEvent(id);
  // The link to join is not in the shared answer for every event: the organiser's own registration answer carries it.
  const registration = useRegistration(id, { enabled: true });
  const updateEvent = useUpdateEvent(id);
  const today = useInstitutionToday();

  if (event.isPending || registration.isPending) return <LoadingState message={t`Loading event...`} />;
  if (!event.data) {
    return isNotFound(event.error) ? (
      <ErrorState message={t`Event not found.`} />
    ) : (
      <ErrorState message={t`Failed to load the event. Please try again later.`} onRetry={() => event.refetch()} />
    );
  }
  if (event.data.createdBy !== session?.userId) {
    return (
      <div className="flex flex-col items-start gap-4">
        <ErrorState message={t`Only the creator of an event can edit it.`} />
        <ButtonLink to={paths.event.getHref(id)} variant="secondary">
          <Trans>Back to the event</Trans>
        </ButtonLink>
      </div>
    );
  }
  return (
    <EventForm
      defaultValues={eventFormValues(event.data, registration.data?.linkToJoin)}
      currentCover={event.data}
      earliestDate={today}
      keptDate={event.data.date}
      submitLabel={t`Save changes`}
      failureMessageFor={(error) =>
        failureMessage(error, t`An error occurred while saving the event. Please try again.`)
      }
      onSubmit={async (body) => {
        const saved = await updateEvent.mutateAsync(body);
        showToast(t`Event updated.`);
        navigate(paths.event.getHref(saved._id));
      }}
    />
  );
}

export function EditEventPage() {
  const { t } = useLingui();
  const { id = '' } = useParams();
  return (
    <FormPage title={t`Edit event`}>
      <EditEventForm id={id} />
    </FormPage>
  );
}
