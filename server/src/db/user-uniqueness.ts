import type { KeyedMessage } from '@alumni/contract';
import { type AppError, type FieldProblem, fieldsError } from '../errors.js';
import { uniqueViolation } from './errors.js';

/** The user columns no two accounts may share (each has a unique index). */
export const USER_UNIQUE_FIELDS = ['email', 'enrollmentNumber', 'phone'] as const;
export type UserUniqueField = (typeof USER_UNIQUE_FIELDS)[number];

const FIELD_BY_CONSTRAINT: Record<string, UserUniqueField> = {
  users_email_key: 'email',
  users_enrollment_number_key: 'enrollmentNumber',
  users_phone_key: 'phone',
};

/** The field whose unique index a failed write broke, when that was the cause. */
export function violatedUserField(error: unknown): UserUniqueField | null {
  const constraint = uniqueViolation(error);
  return constraint === null ? null : (FIELD_BY_CONSTRAINT[constraint] ?? null);
}

/** A 409 naming every taken field, with the caller's wording. */
export function duplicateUserError(
  fields: UserUniqueField[],
  messages: Record<UserUniqueField, KeyedMessage>,
): AppError {
  const errors = fields.map((path): FieldProblem => ({ path, ...messages[path] }));
  const [first, ...rest] = errors;
  if (!first) throw new Error('duplicateUserError needs at least one field');
  // Each taken field's sentence, in the reader's language, joined by "; " (one field: just its own).
  return fieldsError('CONFLICT', [first, ...rest]);
}
