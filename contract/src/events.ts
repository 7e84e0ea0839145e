import { z } from 'zod';
import { requiredDate, requiredEmail, requiredHttpUrl, requiredText, requiredTime } from './fields.js';
import { posterSchema } from './posters.js';

export const EVENT_LIMITS = {
  title: 200,
  description: 5_000,
  location: 200,
  category: 60,
  presenterName: 100,
} as const;

/** Create and edit take the same flat body (the original form's fields). */
export const eventInputSchema = z.object({
  title: requiredText('Title', EVENT_LIMITS.title),
  date: requiredDate('Date'),
  time: requiredTime('Time'),
  location: requiredText('Location', EVENT_LIMITS.location),
  category: requiredText('Category', EVENT_LIMITS.category),
  contactEmail: requiredEmail('Contact email'),
  description: requiredText('Description', EVENT_LIMITS.description),
  linkToJoin: requiredHttpUrl('Link to join'),
  presenterName: requiredText('Presenter name', EVENT_LIMITS.presenterName),
  presenterLink: requiredHttpUrl('Presenter link'),
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
});
export type AlumniEvent = z.infer<typeof eventSchema>;
