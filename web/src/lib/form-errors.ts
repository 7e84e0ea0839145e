import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api';

/**
 * Puts the server's validation messages (`errors: [{ path, message }]`) on the fields they
 * name, focusing the first; paths the form has no field for are left to the form-level alert.
 */
export function applyServerFieldErrors<Values extends FieldValues>(
  error: unknown,
  fields: ReadonlyArray<FieldPath<Values>>,
  setError: UseFormSetError<Values>,
): void {
  if (!(error instanceof ApiError)) return;
  const known = error.fieldErrors.flatMap(({ path, message }) => {
    const field = fields.find((name) => name === path);
    return field ? [{ field, message }] : [];
  });
  known.forEach(({ field, message }, index) => {
    setError(field, { type: 'server', message }, { shouldFocus: index === 0 });
  });
}
