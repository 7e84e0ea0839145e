import type { ChatPartner } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { failureMessage } from '@/lib/api';
import { Button } from '@/ui/button';
import { useSetBlocked } from '../api/block-user';

/**
 * Block in two steps ("Block" asks, "Confirm block" does it), unblock in one. The question appears
 * in place and takes the focus; Cancel or Escape hands it back.
 */
export function BlockControl({ partner, blocked }: { partner: ChatPartner; blocked: boolean }) {
  const setBlocked = useSetBlocked(partner._id);
  const [confirming, setConfirming] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const focusToggle = useRef(false);
  const name = partner.fullName;

  // The Block and Unblock buttons are one element that changes its label, so the focus stays on it.
  useEffect(() => {
    if (confirming) {
      confirmRef.current?.focus();
    } else if (focusToggle.current) {
      focusToggle.current = false;
      toggleRef.current?.focus();
    }
  }, [confirming]);

  function settle() {
    focusToggle.current = true;
    setConfirming(false);
  }

  const error = setBlocked.isError ? (
    <p role="alert" className="text-sm font-medium text-red-800">
      {failureMessage(setBlocked.error, t`That did not work. Please try again.`)}
    </p>
  ) : null;

  if (blocked) {
    return (
      <div className="flex flex-col items-start gap-2">
        {/* aria-disabled, not disabled: the focus stays on the button while it works. */}
        <Button
          ref={toggleRef}
          variant="secondary"
          aria-disabled={setBlocked.isPending}
          onClick={() => {
            if (!setBlocked.isPending) setBlocked.mutate(false);
          }}
        >
          {setBlocked.isPending ? (
            <Trans>Unblocking...</Trans>
          ) : (
            <Trans>
              Unblock<span className="sr-only"> {name}</span>
            </Trans>
          )}
        </Button>
        {error}
      </div>
    );
  }

  if (!confirming) {
    return (
      <div className="flex flex-col items-start gap-2">
        <Button
          ref={toggleRef}
          variant="danger"
          onClick={() => {
            setBlocked.reset();
            setConfirming(true);
          }}
        >
          <Trans>
            Block<span className="sr-only"> {name}</span>
          </Trans>
        </Button>
        {error}
      </div>
    );
  }

  return (
    <fieldset
      className="w-full min-w-0 rounded-lg border border-red-200 bg-red-50 p-3"
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !setBlocked.isPending) settle();
      }}
    >
      <legend className="float-left mb-3 w-full text-sm font-medium text-red-900">
        <Trans>
          Block {name}? They will not be able to send you messages, and this conversation leaves your inbox.
        </Trans>
      </legend>
      <div className="clear-left flex flex-wrap gap-2">
        <Button
          ref={confirmRef}
          variant="destructive"
          disabled={setBlocked.isPending}
          onClick={() => setBlocked.mutate(true, { onSettled: settle })}
        >
          {setBlocked.isPending ? <Trans>Blocking...</Trans> : <Trans>Confirm block</Trans>}
        </Button>
        <Button variant="secondary" disabled={setBlocked.isPending} onClick={settle}>
          <Trans>Cancel</Trans>
        </Button>
      </div>
      {error}
    </fieldset>
  );
}
