import { useNavigate } from 'react-router';
import { paths } from '@/app/paths';
import { ApiError, failureMessage } from '@/lib/api';
import { useInstitutionToday } from '@/lib/institution';
import { usePageTitle } from '@/lib/page-title';
import { showToast } from '@/lib/toasts';
import { FormPage } from '@/ui/form-page';
import { useCreateEvent } from '../api/create-event';
import { EventForm, eventFormValues } from '../components/event-form';

const NOT_AUTHORIZED_MESSAGE = 'You are not authorized to create an event. Please log in.';

function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

function createFailureMessage(error: unknown): string {
  if (isUnauthorized(error)) return NOT_AUTHORIZED_MESSAGE;
  return failureMessage(error, 'An error occurred while creating the event. Please try again.');
}

export function CreateEventPage() {
  usePageTitle('Create event');
  const navigate = useNavigate();
  const today = useInstitutionToday();
  const createEvent = useCreateEvent();

  return (
    <FormPage
      title="Create event"
      description="Invite fellow alumni to a reunion, talk or workshop. All fields are required."
    >
      <EventForm
        defaultValues={eventFormValues()}
        earliestDate={today}
        submitLabel="Create event"
        failureMessageFor={createFailureMessage}
        onSubmit={async (body) => {
          try {
            await createEvent.mutateAsync(body);
          } catch (error) {
            // A rejected session also ends it, and the guard then leaves for sign-in: say why there too.
            if (isUnauthorized(error)) showToast(NOT_AUTHORIZED_MESSAGE, 'error');
            throw error;
          }
          showToast('Event created.');
          navigate(paths.events.path);
        }}
      />
    </FormPage>
  );
}
