import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router';
import { ApiError, failureMessage } from '@/lib/api';
import { i18n } from '@/lib/i18n';
import { useInstitutionToday } from '@/lib/institution';
import { paths } from '@/lib/paths';
import { showToast } from '@/lib/toasts';
import { FormPage } from '@/ui/form-page';
import { useCreateEvent } from '../api/create-event';
import { EventForm, eventFormValues } from '../components/event-form';

// Worded when shown (i18n._), in the language shown then.
const NOT_AUTHORIZED_MESSAGE = msg`You are not authorized to create an event. Please log in.`;
const CREATE_FAILED_MESSAGE = msg`An error occurred while creating the event. Please try again.`;

function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

function createFailureMessage(error: unknown): string {
  if (isUnauthorized(error)) return i18n._(NOT_AUTHORIZED_MESSAGE);
  return failureMessage(error, i18n._(CREATE_FAILED_MESSAGE));
}

export function CreateEventPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const today = useInstitutionToday();
  const createEvent = useCreateEvent();

  return (
    <FormPage
      title={t`Create event`}
      description={t`Invite fellow alumni to a reunion, talk or workshop. Every field is required except those marked optional.`}
    >
      <EventForm
        defaultValues={eventFormValues()}
        earliestDate={today}
        submitLabel={t`Create event`}
        failureMessageFor={createFailureMessage}
        onSubmit={async (body) => {
          try {
            await createEvent.mutateAsync(body);
          } catch (error) {
            // A rejected session also ends it, and the guard then leaves for sign-in: say why there too.
            if (isUnauthorized(error)) showToast(i18n._(NOT_AUTHORIZED_MESSAGE), 'error');
            throw error;
          }
          showToast(t`Event created.`);
          navigate(paths.events.path);
        }}
      />
    </FormPage>
  );
}
