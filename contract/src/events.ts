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
import { coverAnswerFields, coverInputFields, requireCoverAlt } from './images.js';
import { idSchema } from './pagination.js';
import { posterSchema } from './posters.js';

export const EVENT_LIMITS = {
  title: 200,
  description: 5_000,
  /** Characters of the description (as plain text) a card shows. */
  excerpt: 220,
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
export const eventInputSchema = z
  .object({
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
    /**
     * Whether people join over the internet (the link is where they join) or come in person. Left
     * out, a new event is online when its location says so ("Online", "Virtual", "Remote") and an
     * edit keeps what the event had (the original client's form does not know the field).
     */
    online: z
      .preprocess(
        (value) => (value === 'true' ? true : value === 'false' ? false : value),
        z.boolean({ error: fieldMessage('field.true_or_false', { field: 'label.online' }) }),
      )
      .optional(),
    /** The chapter the event belongs to (decision 0030). */
    chapterId: chapterOfItemField,
    ...coverInputFields,
  })
  .superRefine(requireCoverAlt);
export type EventInput = z.input<typeof eventInputSchema>;

export const eventSchema = z.object({
  _id: z.string(),
  title: z.string(),
  /** Markdown (decision 0060); plain text written before reads as it was. */
  description: z.string(),
  /** The start of the description as plain text, without Markdown syntax: what a card shows. */
  excerpt: z.string(),
  ...coverAnswerFields,
  date: z.string(),
  time: z.string(),
  location: z.string(),
  category: z.string(),
  presenter: z.object({ name: z.string().nullable(), socialMediaLink: z.string().nullable() }),
  /**
   * The link to join an online event, when every viewer may have it: an online event without a seat
   * limit. Otherwise null here (an in-person event has none to join; a seat holder of an online
   * event with seats gets it with their own registration). The original API's field, kept.
   */
  linkToJoin: z.string().nullable(),
  /** Joined online (true) or attended in person. */
  online: z.boolean(),
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

/**
 * The signed-in member's own place at an event: going, on the waiting list, or not registered
 * (null); and the link to join it online when the member may have it (a seat at an online event,
 * any online event without a seat limit, or the event's own organiser), else null.
 */
export const registrationSchema = z.object({
  status: z.enum(REGISTRATION_STATUSES).nullable(),
  linkToJoin: z.string().nullable(),
});
export type Registration = z.infer<typeof registrationSchema>;

/** One member going, on an event's attendee list: a name and (through the id) a profile link, nothing else. */
export const attendeeSchema = z.object({ _id: z.string(), fullName: z.string() });
export type Attendee = z.infer<typeof attendeeSchema>;

/**
 * One member registered for an event, on the organiser's attendee sheet (the organiser and admins
 * only): whether they hold a seat or wait, and whether the organiser marked them as having come
 * (decision 0056). No contact details: those are in the sheet's CSV, where the member shares them.
 */
export const registrantSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  status: z.enum(REGISTRATION_STATUSES),
  yearOfPassing: z.number().int(),
  programme: z.string(),
  attended: z.boolean(),
});
export type Registrant = z.infer<typeof registrantSchema>;

/** The member's id on an event's attendee sheet. */
export const registrantParamsSchema = z.object({ id: idSchema, userId: idSchema });
export type RegistrantParams = z.input<typeof registrantParamsSchema>;

/** The organiser marks a registered member as having come to the event, or not. */
export const attendanceInputSchema = z.object({
  attended: z.boolean({ error: fieldMessage('field.true_or_false', { field: 'label.attended' }) }),
});
export type AttendanceInput = z.input<typeof attendanceInputSchema>;

/**
 * A member's private calendar feed, as `GET /api/v1/calendar/me` answers it: when its address was
 * made (null: the member has none yet). The server keeps only a hash of the secret in the address
 * (decision 0039), so it cannot answer the address again.
 */
export const calendarFeedSchema = z.object({ createdAt: z.string().nullable() });
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;

/**
 * A feed address just made by `POST /api/v1/calendar/me/reset` (the first, or one that replaces
 * the old, which stops working): the secret address, readable without a sign-in, shown only in
 * this answer, and when it was made.
 */
export const calendarFeedAddressSchema = z.object({ url: z.string(), createdAt: z.string() });
export type CalendarFeedAddress = z.infer<typeof calendarFeedAddressSchema>;
