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

/**
 * One-line text holds no control character (C0, DEL, C1) and no Unicode line or paragraph
 * separator. A title, a name or a subject ends up in a calendar file, a mail header or a CSV
 * cell, where a line break starts a new record: a member once added a whole second event to a
 * calendar file through an event title (issue 28). NUL is left to the server's own check
 * (server/src/http/input-safety.ts), which refuses it in every field under its own message.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
export const ONE_LINE_TEXT = /^[^\u0001-\u001f\u007f-\u009f\u2028\u2029]*$/;
/** Multi-line text (content, descriptions, message bodies) keeps tab, LF and CR; no other control character. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
export const MULTI_LINE_TEXT = /^[^\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]*$/;

/**
 * The check that keeps a field on one line, for a field's label key (`label.title`) or a query
 * parameter's name (`q`). Every free-text field of the contract is one line unless it says
 * otherwise with `multiLineCheck`.
 */
export function oneLineCheck(name: string) {
  return z.regex(ONE_LINE_TEXT, { error: fieldMessage('field.one_line', { field: name }) });
}

export function multiLineCheck(name: string) {
  return z.regex(MULTI_LINE_TEXT, { error: fieldMessage('field.control_characters', { field: name }) });
}

function text(label: FieldLabel, max: number, lines: 'one' | 'many') {
  return z
    .string({ error: typeError(label) })
    .trim()
    .min(1, { error: fieldMessage('field.required', { field: field(label) }), abort: true })
    .max(max, { error: fieldMessage('field.max_length', { field: field(label), max }), abort: true })
    .check(lines === 'one' ? oneLineCheck(field(label)) : multiLineCheck(field(label)));
}

/** A required one-line text field: a title, a name, a place, a subject. */
export function requiredText(label: FieldLabel, max: number) {
  return text(label, max, 'one');
}

/** A required text field that may hold several lines: content, a description, a message. */
export function requiredMultiLineText(label: FieldLabel, max: number) {
  return text(label, max, 'many');
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

function optional(label: FieldLabel, max: number, lines: 'one' | 'many') {
  return z
    .string({ error: fieldMessage('field.must_be_text', { field: field(label) }) })
    .trim()
    .max(max, { error: fieldMessage('field.max_length', { field: field(label), max }) })
    .check(lines === 'one' ? oneLineCheck(field(label)) : multiLineCheck(field(label)))
    .nullish()
    .transform((value) => (value ? value : null));
}

export function optionalText(label: FieldLabel, max: number) {
  return optional(label, max, 'one');
}

export function optionalMultiLineText(label: FieldLabel, max: number) {
  return optional(label, max, 'many');
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
