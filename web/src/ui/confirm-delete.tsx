import { t } from '@lingui/core/macro';
import { useEffect, useRef, useState } from 'react';
import { failureMessage } from '@/lib/api';
import { showToast } from '@/lib/toasts';
import { Button } from './button';

/**
 * Delete in two steps: "Delete" asks, "Confirm delete" does it. The question appears in place
 * (no modal, no window.confirm) and takes the focus; Cancel or Escape hands it back.
 */
export function ConfirmDelete({
  itemName,
  question,
  isDeleting,
  onConfirm,
}: {
  /** Names the item to screen readers when a page lists several "Delete" buttons. */
  itemName: string;
  question: string;
  isDeleting: boolean;
  onConfirm: () => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const deleteRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef(false);

  useEffect(() => {
    if (confirming) {
      confirmRef.current?.focus();
    } else if (returnFocus.current) {
      returnFocus.current = false;
      deleteRef.current?.focus();
    }
  }, [confirming]);

  function cancel() {
    returnFocus.current = true;
    setConfirming(false);
  }

  if (!confirming) {
    return (
      <Button ref={deleteRef} variant="danger" onClick={() => setConfirming(true)}>
        {t`Delete`}
        <span className="sr-only"> {itemName}</span>
      </Button>
    );
  }

  return (
    <fieldset
      className="w-full min-w-0 rounded-lg border border-red-200 bg-red-50 p-3"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !isDeleting) cancel();
      }}
    >
      <legend className="float-left mb-3 w-full text-sm font-medium text-red-900">{question}</legend>
      <div className="clear-left flex flex-wrap gap-2">
        <Button ref={confirmRef} variant="destructive" disabled={isDeleting} onClick={onConfirm}>
          {isDeleting ? t`Deleting...` : t`Confirm delete`}
        </Button>
        <Button variant="secondary" disabled={isDeleting} onClick={cancel}>
          {t`Cancel`}
        </Button>
      </div>
    </fieldset>
  );
}

/** What `DeleteWithToasts` needs of a delete mutation (TanStack Query's useMutation answers it). */
interface DeleteMutation {
  mutate: (id: string, handlers: { onSuccess: () => void; onError: (error: Error) => void }) => void;
  isPending: boolean;
}

/**
 * A content type's delete, asked first (ConfirmDelete), that says in a toast how it went: the one
 * way a member deletes their story, event or job. `onDeleted` is for a page that cannot stay, such
 * as the item's own.
 */
export function DeleteWithToasts({
  id,
  itemName,
  mutation,
  words,
  onDeleted,
}: {
  id: string;
  itemName: string;
  mutation: DeleteMutation;
  /** In the language shown: the question, the toast when done, the toast when it failed (unless the server said why). */
  words: { question: string; deleted: string; failed: string };
  onDeleted?: () => void;
}) {
  return (
    <ConfirmDelete
      itemName={itemName}
      question={words.question}
      isDeleting={mutation.isPending}
      onConfirm={() =>
        mutation.mutate(id, {
          onSuccess: () => {
            showToast(words.deleted);
            onDeleted?.();
          },
          onError: (error) => showToast(failureMessage(error, words.failed), 'error'),
        })
      }
    />
  );
}
