import { useState } from 'react';
import type { FieldPath, FieldValues, SubmitErrorHandler, UseFormReturn, UseFormSetError } from 'react-hook-form';
import { ApiError, failureMessage } from './api';

/**
 * Puts the server's validation messages (`errors: [{ path, message }]`) on the fields they
 * name, focusing the first; a path inside a field (`audience.colleges.0`) goes on that field (its
 * first message). Paths the form has no field for are left to the form-level alert.
 */
export function applyServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  fields: ReadonlyArray<FieldPath<Values>>,
  setError: UseFormSetError<Values>,
): void {
  if (!(error instanceof ApiError)) return;
  const known = new Map<FieldPath<Values>, string>();
  for (const { path, message } of error.fieldErrors) {
    const field = fields.find((name) => path === name || path.startsWith(`${name}.`));
    if (field && !known.has(field)) known.set(field, message);
  }
  [...known].forEach(([field, message], index) => {
    setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
  });
}

export interface FormSubmitOptions<Values extends FieldValues, Output> {
  /** The fields the server may name in its `errors[]`: their messages go on those fields. */
  fields: ReadonlyArray<FieldPath<Values>>;
  /**
   * The form-level alert when the submit fails: a sentence (shown unless the server said
   * something of its own, such as how long to wait), or a function of the error for a form that
   * words it itself.
   */
  failure: string | ((error: unknown) => string);
  /** Sends the (validated) values; a rejection is a failure. */
  onSubmit: (values: Output) => Promise<unknown>;
  /** When the values do not pass the form's own checks (react-hook-form's `onInvalid`). */
  onInvalid?: SubmitErrorHandler<Values>;
}

export interface FormSubmit {
  /** The form's `onSubmit`: validates, sends, and on failure fills the alert and the fields. */
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>;
  /** What the form-level alert says (`FormAlert message={failure}`), or null. */
  failure: string | null;
  /** Shows a failure that did not come from the submit (a file that could not be read, say). */
  setFailure: (failure: string | null) => void;
}

/**
 * The submit of every form that sends to the server: clears the last failure, sends, and when
 * sending fails says so above the button and puts the server's field messages on the fields.
 */
export function useFormSubmit<Values extends FieldValues, Context, Output>(
  form: Pick<UseFormReturn<Values, Context, Output>, 'handleSubmit' | 'setError'>,
  { fields, failure: describeFailure, onSubmit, onInvalid }: FormSubmitOptions<Values, Output>,
): FormSubmit {
  const [failure, setFailure] = useState<string | null>(null);
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onSubmit(values);
    } catch (error) {
      setFailure(typeof describeFailure === 'string' ? failureMessage(error, describeFailure) : describeFailure(error));
      applyServerFieldErrors(error, fields, form.setError);
    }
  }, onInvalid);
  return { submit, failure, setFailure };
}
