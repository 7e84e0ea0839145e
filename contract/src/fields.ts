import { z } from 'zod';

/**
 * Field builders whose messages name the field, so a 400 tells the user which input is wrong
 * ("Email is required", not "expected string, received undefined").
 */
function typeError(label: string, kind: string) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? `${label} is required`
      : `${label} must be ${kind}`;
}

export function requiredText(label: string, max: number) {
  return z
    .string({ error: typeError(label, 'text') })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .max(max, { error: `${label} must be at most ${max} characters`, abort: true });
}

export function requiredEmail(label = 'Email') {
  return z
    .string({ error: typeError(label, 'text') })
    .trim()
    .min(1, { error: `${label} is required` })
    .max(254, { error: `${label} must be at most 254 characters` })
    .pipe(z.email({ error: `${label} must be a valid e-mail address` }))
    .transform((value) => value.toLowerCase());
}
