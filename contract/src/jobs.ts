import { z } from 'zod';
import { oneLineCheck, requiredDate, requiredMultiLineText, requiredText } from './fields.js';
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

/**
 * Who may read a job (decision 0061): signed-in members only (the default, as every job before
 * the choice existed), or anyone with its link (`public`: its page is readable without signing
 * in and described for search engines and link previews).
 */
export const JOB_AUDIENCES = ['members', 'public'] as const;
export type JobAudience = (typeof JOB_AUDIENCES)[number];

/** Where to apply: a web page (http/https) or an e-mail address as a mailto: link. */
export function isApplyLink(value: string): boolean {
  if (isHttpUrl(value)) return true;
  const match = /^mailto:([^?\s]+)(\?.*)?$/i.exec(value);
  return match?.[1] !== undefined && z.email().safeParse(decodeURIComponent(match[1])).success;
}

const JOB_TYPE_BY_SPELLING = new Map<string, JobType>(JOB_TYPES.map((type) => [spellingOf(type), type]));

/** A job type as people write it, reduced to letters: "Full time", "full-time" and "FULL_TIME" are one. */
function spellingOf(text: string): string {
  return text.toLowerCase().replace(/[\s_-]+/g, '');
}

/**
 * The canonical job type for a usual spelling of one (case, spaces, hyphens, underscores), as
 * the original portal's client posts it as free text ("Full time"); anything else is left as
 * sent, for the enum to refuse with the options named.
 */
export function canonicalJobType(value: unknown): unknown {
  return typeof value === 'string' ? (JOB_TYPE_BY_SPELLING.get(spellingOf(value)) ?? value) : value;
}

/** A job type in any usual spelling, stored and answered as the canonical one. */
function jobTypeField(options: { error: (issue: { input?: unknown }) => string }) {
  // Typed as text in: what a client may send (anything that is not text is refused all the same).
  return z
    .preprocess((value: string) => canonicalJobType(value), z.enum(JOB_TYPES, options))
    .meta({
      description: `One of ${JOB_TYPES.join(', ')}; case, spaces, hyphens and underscores are read as the same ("full time" is Full-time)`,
    });
}

/** POST createJob: the eight fields of the original form, and optionally when the listing ends. */
export const jobInputSchema = z.object({
  jobTitle: requiredText('jobTitle', JOB_LIMITS.jobTitle),
  company: requiredText('company', JOB_LIMITS.company),
  location: requiredText('location', JOB_LIMITS.location),
  jobType: jobTypeField({
    error: (issue) =>
      issue.input === undefined || issue.input === ''
        ? fieldMessage('field.required', { field: 'label.jobType' })
        : fieldMessage('field.one_of', { field: 'label.jobType', options: JOB_TYPES.join(', ') }),
  }),
  description: requiredMultiLineText('description', JOB_LIMITS.description),
  requirements: requiredMultiLineText('requirements', JOB_LIMITS.requirements),
  salary: requiredText('salary', JOB_LIMITS.salary),
  applyLink: requiredText('applyLink', JOB_LIMITS.applyLink).refine(isApplyLink, {
    error: fieldMessage('field.apply_link'),
  }),
  expiresAt: requiredDate('expiryDate').optional(),
  /** Who may read it: `members` (the default) or `public`. */
  audience: z
    .enum(JOB_AUDIENCES, {
      error: () => fieldMessage('field.one_of', { field: 'audience', options: JOB_AUDIENCES.join(', ') }),
    })
    .optional(),
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
  /** Who may read it: signed-in members, or anyone with the link (decision 0061). */
  audience: z.enum(JOB_AUDIENCES),
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
  type: jobTypeField({
    error: () => fieldMessage('field.one_of', { field: 'type', options: JOB_TYPES.join(', ') }),
  }).optional(),
  q: z
    .string()
    .trim()
    .max(JOB_LIMITS.search, { error: fieldMessage('field.max_length', { field: 'q', max: JOB_LIMITS.search }) })
    .check(oneLineCheck('q'))
    .optional(),
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;
