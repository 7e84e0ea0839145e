import { z } from 'zod';
import { chapterOfItemField } from './chapters.js';
import {
  requiredDate,
  requiredEmail,
  requiredHttpUrl,
  requiredMultiLineText,
  requiredText,
  requiredTime,
} from './fields.js';
import { fieldMessage } from './i18n/format.js';
import { posterSchema } from './posters.js';

export const EVENT_LIMITS = {
  title: 200,
  description: 5_000,
  location: 200,
  category: 60,
  presenterName: 100,
  /** The most seats an event may offer. */
  capacity: 100_000,
} as const;

/**
 * Seats for members going: a positive whole number, or nothing (a form's empty input, or null)
 * for no limit. Left out of a body altogether, an edit keeps the event's capacity as it is (the
 * original client's form does not know the field).
 */
const capacityField = z.preprocess(
  (value) => (value === '' ? null : value),
  z.coerce
    .number({ error: fieldMessage('field.whole_number', { field: 'label.capacity' }) })
    .int({ error: fieldMessage('field.whole_number', { field: 'label.capacity' }) })
    .min(1, { error: fieldMessage('field.capacity_min', { min: 1 }) })
    .max(EVENT_LIMITS.capacity, {
      error: fieldMessage('field.at_most', { field: 'label.capacity', max: EVENT_LIMITS.capacity }),
    })
    .nullish(),
);

/** Create and edit take the same flat body (the original form's fields). */
export const eventInputSchema = z.object({
  title: requiredText('title', EVENT_LIMITS.title),
  date: requiredDate('date'),
  time: requiredTime('time'),
  location: requiredText('location', EVENT_LIMITS.location),
  category: requiredText('category', EVENT_LIMITS.category),
  contactEmail: requiredEmail('contactEmail'),
  description: requiredMultiLineText('description', EVENT_LIMITS.description),
  linkToJoin: requiredHttpUrl('joinLink'),
  presenterName: requiredText('presenterName', EVENT_LIMITS.presenterName),
  presenterLink: requiredHttpUrl('presenterLink'),
  capacity: capacityField,
  /** The chapter the event belongs to (decision 0030). */
  chapterId: chapterOfItemField,
});
export type EventInput = z.input<typeof eventInputSchema>;

export const eventSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  date: z.string(),
  time: z.string(),
  location: z.string(),
  category: z.string(),
  presenter: z.object({ name: z.string().nullable(), socialMediaLink: z.string().nullable() }),
  linkToJoin: z.string(),
  contactEmail: z.string(),
  /** The account that created it; the web shows edit and delete to that account only. */
  createdBy: z.string(),
  /** The verified account that posted it, by its profile name. */
  poster: posterSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Seats for members going; null: no limit. */
  capacity: z.number().int().nullable(),
  /** Members going and members on the waiting list: the same for every viewer. */
  going: z.number().int(),
  waitlisted: z.number().int(),
  /** The chapter it belongs to, or null. */
  chapterId: z.string().nullable(),
  /** That chapter's name (null without one). */
  chapterName: z.string().nullable(),
});
export type AlumniEvent = z.infer<typeof eventSchema>;

export const REGISTRATION_STATUSES = ['going', 'waitlisted'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** The signed-in member's own place at an event: going, on the waiting list, or not registered (null). */
export const registrationSchema = z.object({ status: z.enum(REGISTRATION_STATUSES).nullable() });
export type Registration = z.infer<typeof registrationSchema>;

/** One member going, on an event's attendee list: a name and (through the id) a profile link, nothing else. */
export const attendeeSchema = z.object({ _id: z.string(), fullName: z.string() });
export type Attendee = z.infer<typeof attendeeSchema>;

/**
 * A member's private calendar feed: its secret address (readable without a sign-in) and when that
 * address was made. `GET /api/v1/calendar/me` makes the feed on first request and then answers the
 * same address until `POST /api/v1/calendar/me/reset` replaces it.
 */
export const calendarFeedSchema = z.object({ url: z.string(), createdAt: z.string() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
