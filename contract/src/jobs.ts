import { z } from 'zod';
import { requiredDate, requiredText } from './fields.js';
import { fieldMessage } from './i18n/format.js';
import { pageQuerySchema } from './pagination.js';
import { posterSchema } from './posters.js';
import { isHttpUrl } from './urls.js';

export const JOB_TYPES = ['Full-time', 'Part-time', 'Internship', 'Contract', 'Freelance'] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const JOB_LIMITS = {
  jobTitle: 150,
  company: 150,
  location: 150,
  description: 5_000,
  requirements: 3_000,
  salary: 100,
  applyLink: 2_048,
  search: 100,
  /** A job stays listed this many days unless its author chooses otherwise. */
  defaultDays: 60,
  /** ...and never longer than this many days after it was posted. */
  maxDays: 180,
} as const;

/** Where to apply: a web page (http/https) or an e-mail address as a mailto: link. */
export function isApplyLink(value: string): boolean {
  if (isHttpUrl(value)) return true;
  const match = /^mailto:([^?\s]+)(\?.*)?$/i.exec(value);
  return match?.[1] !== undefined && z.email().safeParse(decodeURIComponent(match[1])).success;
}

/** POST createJob: the eight fields of the original form, and optionally when the listing ends. */
export const jobInputSchema = z.object({
  jobTitle: requiredText('jobTitle', JOB_LIMITS.jobTitle),
  company: requiredText('company', JOB_LIMITS.company),
  location: requiredText('location', JOB_LIMITS.location),
  jobType: z.enum(JOB_TYPES, {
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? fieldMessage('field.required', { field: 'label.jobType' })
        : fieldMessage('field.one_of', { field: 'label.jobType', options: JOB_TYPES.join(', ') }),
  }),
  description: requiredText('description', JOB_LIMITS.description),
  requirements: requiredText('requirements', JOB_LIMITS.requirements),
  salary: requiredText('salary', JOB_LIMITS.salary),
  applyLink: requiredText('applyLink', JOB_LIMITS.applyLink).refine(isApplyLink, {
    error: fieldMessage('field.apply_link'),
  }),
  expiresAt: requiredDate('expiryDate').optional(),
});
export type JobInput = z.input<typeof jobInputSchema>;

/** PUT /job/{id}: any subset of the fields, and `filled` to mark the position taken (or open again). */
export const jobUpdateSchema = jobInputSchema
  .partial()
  .extend({ filled: z.boolean({ error: fieldMessage('field.true_or_false', { field: 'label.filled' }) }).optional() })
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    error: fieldMessage('field.some_change'),
  });
export type JobUpdate = z.input<typeof jobUpdateSchema>;

export const JOB_STATUSES = ['open', 'filled', 'expired'] as const;

export const jobSchema = z.object({
  _id: z.string(),
  jobTitle: z.string(),
  company: z.string(),
  location: z.string(),
  jobType: z.enum(JOB_TYPES),
  description: z.string(),
  requirements: z.string(),
  salary: z.string(),
  applyLink: z.string(),
  /** The last day the job is listed (YYYY-MM-DD, institution time zone). */
  expiresAt: z.string(),
  filled: z.boolean(),
  /** open, filled, or expired (past its expiry date): only open jobs appear in viewJobs. */
  status: z.enum(JOB_STATUSES),
  /** The poster's account id (the original API's field). */
  postedBy: z.string(),
  /** The verified account that posted it, by its profile name. */
  poster: posterSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Job = z.infer<typeof jobSchema>;

/** GET viewJobs: `type` filters by job type, `q` searches title, company and location. */
export const jobListQuerySchema = pageQuerySchema.extend({
  type: z
    .enum(JOB_TYPES, { error: fieldMessage('field.one_of', { field: 'type', options: JOB_TYPES.join(', ') }) })
    .optional(),
  q: z
    .string()
    .trim()
    .max(JOB_LIMITS.search, { error: fieldMessage('field.max_length', { field: 'q', max: JOB_LIMITS.search }) })
    .optional(),
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;
