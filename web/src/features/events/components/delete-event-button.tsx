import type { AlumniEvent } from '@alumni/contract';
import { useLingui } from '@lingui/react/macro';
import { DeleteWithToasts } from '@/ui/confirm-delete';
import { useDeleteEvent } from '../api/delete-event';

/** The creator's delete of an event; `onDeleted` is for the event's own page, which goes back to the list. */
export function DeleteEventButton({ event, onDeleted }: { event: AlumniEvent; onDeleted?: () => void }) {
  const { t } = useLingui();
  return (
    <DeleteWithToasts
      id={event._id}
      itemName={event.title}
      mutation={useDeleteEvent()}
      words={{
        question: t`Delete this event? This cannot be undone.`,
        deleted: t`Event deleted.`,
        failed: t`Failed to delete the event. Please try again.`,
      }}
      onDeleted={onDeleted}
    />
  );
}
