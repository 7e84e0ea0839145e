import type { AlumniEvent } from '@alumni/contract';
import { useLingui } from '@lingui/react/macro';
import { failureMessage } from '@/lib/api';
import { showToast } from '@/lib/toasts';
import { ConfirmDelete } from '@/ui/confirm-delete';
import { useDeleteEvent } from '../api/delete-event';

/**
 * The creator's delete, asked first (ConfirmDelete). It says so in a toast when done or when it
 * fails; `onDeleted` is for a page that cannot stay, such as the event's own (it goes back to the list).
 */
export function DeleteEventButton({ event, onDeleted }: { event: AlumniEvent; onDeleted?: () => void }) {
  const { t } = useLingui();
  const deleteEvent = useDeleteEvent();
  return (
    <ConfirmDelete
      itemName={event.title}
      question={t`Delete this event? This cannot be undone.`}
      isDeleting={deleteEvent.isPending}
      onConfirm={() =>
        deleteEvent.mutate(event._id, {
          onSuccess: () => {
            showToast(t`Event deleted.`);
            onDeleted?.();
          },
          onError: (error) =>
            showToast(failureMessage(error, t`Failed to delete the event. Please try again.`), 'error'),
        })
      }
    />
  );
}
