import { ADMIN_LIMITS } from '@alumni/contract';
import { t } from '@lingui/core/macro';
import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { ReasonDialog } from '@/features/moderation';
import { Button, type ButtonVariant } from '@/ui/button';

/**
 * A button for one admin action on one item: it asks for the reason in a dialog (required or
 * optional, as the API wants it), then runs `mutation` with it. The mutation announces the result.
 */
export function ReasonAction({
  label,
  itemName,
  dialogTitle,
  dialogDescription,
  reasonRequired,
  reasonHint,
  submitLabel,
  variant = 'secondary',
  submitVariant = 'primary',
  mutation,
}: {
  label: string;
  /** Names the item to screen readers when a page lists several such buttons. */
  itemName: string;
  dialogTitle: string;
  dialogDescription?: ReactNode;
  reasonRequired: boolean;
  reasonHint?: string;
  submitLabel: string;
  variant?: ButtonVariant;
  submitVariant?: ButtonVariant;
  mutation: Pick<UseMutationResult<unknown, Error, string | null>, 'mutate' | 'isPending' | 'error' | 'reset'>;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant={variant}
        onClick={() => {
          mutation.reset();
          setOpen(true);
        }}
      >
        {label}
        <span className="sr-only"> {itemName}</span>
      </Button>
      {open && (
        <ReasonDialog
          title={dialogTitle}
          description={dialogDescription}
          label={t`Reason`}
          required={reasonRequired}
          maxLength={ADMIN_LIMITS.reason}
          hint={reasonHint ?? (reasonRequired ? t`Kept in the audit log.` : t`Kept in the audit log if given.`)}
          submitLabel={submitLabel}
          submitVariant={submitVariant}
          isSubmitting={mutation.isPending}
          error={mutation.error}
          onClose={() => setOpen(false)}
          onSubmit={(reason) => mutation.mutate(reason, { onSuccess: () => setOpen(false) })}
        />
      )}
    </>
  );
}
