import { useNavigate, useParams } from 'react-router';
import { paths } from '@/app/paths';
import { failureMessage, isNotFound } from '@/lib/api';
import { useAuth } from '@/lib/auth';
import { useInstitutionToday } from '@/lib/institution';
import { usePageTitle } from '@/lib/page-title';
import { showToast } from '@/lib/toasts';
import { ButtonLink } from '@/ui/button';
import { FormPage } from '@/ui/form-page';
import { ErrorState, LoadingState } from '@/ui/page-state';
import { useEvent } from '../api/get-event';
import { useUpdateEvent } from '../api/update-event';
import { EventForm, eventFormValues } from '../components/event-form';

function EditEventForm({ id }: { id: string }) {
  const navigate = useNavigate();
  const { session } = useAuth();
  const event = useEvent(id);
  const updateEvent = useUpdateEvent(id);
  const today = useInstitutionToday();

  if (event.isPending) return <LoadingState message="Loading event..." />;
  if (!event.data) {
    return isNotFound(event.error) ? (
      <ErrorState message="Event not found." />
    ) : (
      <ErrorState message="Failed to load the event. Please try again later." onRetry={() => event.refetch()} />
    );
  }
  if (event.data.createdBy !== session?.userId) {
    return (
      <div className="flex flex-col items-start gap-4">
        <ErrorState message="Only the creator of an event can edit it." />
        <ButtonLink to={paths.event.getHref(id)} variant="secondary">
          Back to the event
        </ButtonLink>
      </div>
    );
  }
  return (
    <EventForm
      defaultValues={eventFormValues(event.data)}
      earliestDate={today}
      keptDate={event.data.date}
      submitLabel="Save changes"
      failureMessageFor={(error) =>
        failureMessage(error, 'An error occurred while saving the event. Please try again.')
      }
      onSubmit={async (body) => {
        const saved = await updateEvent.mutateAsync(body);
        showToast('Event updated.');
        navigate(paths.event.getHref(saved._id));
      }}
    />
  );
}

export function EditEventPage() {
  usePageTitle('Edit event');
  const { id = '' } = useParams();
  return (
    <FormPage title="Edit event">
      <EditEventForm id={id} />
    </FormPage>
  );
}
