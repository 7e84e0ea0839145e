import { z } from 'zod';
import { fieldMessage } from './i18n/format.js';
import type { ServerMessageKey } from './i18n/server-messages/en.js';
import { isHttpUrl } from './urls.js';

/** A field's name as its messages say it: the key of its label in the server messages (`label.fullName`). */
export type FieldLabel = ServerMessageKey extends infer Key
  ? Key extends `label.${infer Name}`
    ? Name
    : never
  : never;

/**
 * Field builders whose messages name the field, so a 400 tells the user which input is wrong
 * ("Email is required", not "expected string, received undefined"). Each message is made by
 * `fieldMessage` (decision 0032): English text that knows its key (`field.required`) and
 * parameters (`{ field: 'label.email' }`), so the server and the web word it in the reader's language.
 */
const field = (label: FieldLabel) => `label.${label}` as const;

function typeError(label: FieldLabel) {
  return (issue: { input?: unknown }) =>
    issue.input === undefined || issue.input === null || issue.input === ''
      ? fieldMessage('field.required', { field: field(label) })
      : fieldMessage('field.must_be_text', { field: field(label) });
}

export function requiredText(label: FieldLabel, max: number) {
  return z
    .string({ error: typeError(label) })
    .trim()
    .min(1, { error: fieldMessage('field.required', { field: field(label) }), abort: true })
    .max(max, { error: fieldMessage('field.max_length', { field: field(label), max }), abort: true });
}

export function requiredEmail(label: FieldLabel = 'email') {
  return z
    .string({ error: typeError(label) })
    .trim()
    .min(1, { error: fieldMessage('field.required', { field: field(label) }) })
    .max(254, { error: fieldMessage('field.max_length', { field: field(label), max: 254 }) })
    .pipe(z.email({ error: fieldMessage('field.email', { field: field(label) }) }))
    .transform((value) => value.toLowerCase());
}

export function optionalText(label: FieldLabel, max: number) {
  return z
    .string({ error: fieldMessage('field.must_be_text', { field: field(label) }) })
    .trim()
    .max(max, { error: fieldMessage('field.max_length', { field: field(label), max }) })
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A calendar date as the date input sends it: YYYY-MM-DD, and a real day. */
export function requiredDate(label: FieldLabel) {
  return requiredText(label, 10).refine(isCalendarDate, { error: fieldMessage('field.date', { field: field(label) }) });
}

/**
 * A calendar date from `earliest` to today, where today is read at each parse (the schema is
 * built once, the day moves on). One message per value, the most useful one.
 */
export function requiredPastDate(label: FieldLabel, bounds: { earliest: string; today: () => string }) {
  return requiredText(label, 10).superRefine((value, context) => {
    const shaped = /^\d{4}-\d{2}-\d{2}$/.test(value);
    let message: string | null = null;
    if (shaped && value < bounds.earliest) {
      message = fieldMessage('field.date_not_before', { field: field(label), earliest: bounds.earliest });
    } else if (!isCalendarDate(value)) message = fieldMessage('field.date', { field: field(label) });
    else {
      const today = bounds.today();
      if (value > today) message = fieldMessage('field.date_not_future', { field: field(label), today });
    }
    if (message) context.addIssue({ code: 'custom', message });
  });
}

export function isCalendarDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return year >= 1900 && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A time of day as the time input sends it: HH:MM, 24-hour. */
export function requiredTime(label: FieldLabel) {
  return requiredText(label, 8)
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { error: fieldMessage('field.time', { field: field(label) }) })
    .transform((value) => value.slice(0, 5));
}

/** An absolute http(s) URL; anything else (javascript:, data:, relative) is refused. */
export function requiredHttpUrl(label: FieldLabel, max = 2048) {
  return requiredText(label, max).refine(isHttpUrl, {
    error: fieldMessage('field.http_url', { field: field(label) }),
  });
}
