import { t } from '@lingui/core/macro';
import { type FormEvent, type ReactNode, useRef, useState } from 'react';
import { ApiError, failureMessage } from '@/lib/api';
import { formatNumber } from '@/lib/intl';
import { Button, type ButtonVariant } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { FormAlert, TextAreaField } from '@/ui/form-fields';

export interface ReasonDialogProps {
  title: string;
  description?: ReactNode;
  /** The field's label, e.g. "Reason". */
  label: string;
  /** Required reasons go to the audit log and, where it concerns them, to the member. */
  required: boolean;
  maxLength: number;
  hint?: string;
  submitLabel: string;
  submitVariant?: ButtonVariant;
  isSubmitting: boolean;
  /** The failed request's error: a field error for `reason` goes beside the field, anything else above the buttons. */
  error: unknown;
  /** Called with the trimmed reason; null when an optional reason was left empty. */
  onSubmit: (reason: string | null) => void;
  onClose: () => void;
}

/** Asks for the reason of an action (reject, suspend, hide, report) in a modal dialog, then does it. */
export function ReasonDialog({
  title,
  description,
  label,
  required,
  maxLength,
  hint,
  submitLabel,
  submitVariant = 'primary',
  isSubmitting,
  error,
  onSubmit,
  onClose,
}: ReasonDialogProps) {
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const [reason, setReason] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);

  const serverFieldError =
    error instanceof ApiError ? (error.fieldErrors.find((field) => field.path === 'reason')?.message ?? null) : null;
  const formError =
    error && !serverFieldError ? failureMessage(error, t`Something went wrong. Please try again.`) : null;
  const shownFieldError = fieldError ?? serverFieldError;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const trimmed = reason.trim();
    if (required && trimmed === '') {
      setFieldError(t`${label} is required`);
      fieldRef.current?.focus();
      return;
    }
    if (trimmed.length > maxLength) {
      const limit = formatNumber(maxLength);
      setFieldError(t`${label} must be at most ${limit} characters`);
      fieldRef.current?.focus();
      return;
    }
    onSubmit(trimmed === '' ? null : trimmed);
  }

  return (
    <Dialog
      title={title}
      description={description}
      initialFocus={fieldRef}
      onClose={() => {
        if (!isSubmitting) onClose();
      }}
    >
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <TextAreaField
          ref={fieldRef}
          label={required ? label : t`${label} (optional)`}
          hint={hint}
          error={shownFieldError ?? undefined}
          rows={4}
          aria-required={required || undefined}
          maxLength={maxLength}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setFieldError(null);
          }}
        />
        <FormAlert message={formError} />
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" disabled={isSubmitting} onClick={onClose}>
            {t`Cancel`}
          </Button>
          <Button type="submit" variant={submitVariant} disabled={isSubmitting}>
            {isSubmitting ? t`Working…` : submitLabel}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
