import { z } from 'zod';
import { isHttpUrl } from './urls.js';

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

export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, { error: `${label} must be at most ${max} characters` })
    .nullish()
    .transform((value) => (value ? value : null));
}

/** A calendar date as the date input sends it: YYYY-MM-DD, and a real day. */
export function requiredDate(label: string) {
  return requiredText(label, 10).refine(isCalendarDate, { error: `${label} must be a date (YYYY-MM-DD)` });
}

/**
 * A calendar date from `earliest` to today, where today is read at each parse (the schema is
 * built once, the day moves on). One message per value, the most useful one.
 */
export function requiredPastDate(label: string, bounds: { earliest: string; today: () => string }) {
  return requiredText(label, 10).superRefine((value, context) => {
    const shaped = /^\d{4}-\d{2}-\d{2}$/.test(value);
    let message: string | null = null;
    if (shaped && value < bounds.earliest) message = `${label} must be ${bounds.earliest} or later`;
    else if (!isCalendarDate(value)) message = `${label} must be a date (YYYY-MM-DD)`;
    else {
      const today = bounds.today();
      if (value > today) message = `${label} cannot be in the future (today is ${today})`;
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
export function requiredTime(label: string) {
  return requiredText(label, 8)
    .regex(/^([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/, { error: `${label} must be a time (HH:MM)` })
    .transform((value) => value.slice(0, 5));
}

/** An absolute http(s) URL; anything else (javascript:, data:, relative) is refused. */
export function requiredHttpUrl(label: string, max = 2048) {
  return requiredText(label, max).refine(isHttpUrl, {
    error: `${label} must be a web address starting with http:// or https://`,
  });
}
