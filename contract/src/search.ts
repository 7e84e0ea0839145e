import { z } from 'zod';
import { chapterIdField } from './chapters.js';
import { oneLineCheck } from './fields.js';
import { fieldMessage } from './i18n/format.js';
import { canonicalJobType, JOB_TYPES } from './jobs.js';
import { pageQuerySchema } from './pagination.js';
import { directoryEntrySchema } from './profiles.js';

/** What a search can find (issue 30); `all` is every kind the reader may see. */
export const SEARCH_KINDS = ['people', 'stories', 'events', 'jobs', 'chapters'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];
export const SEARCH_TYPES = ['all', ...SEARCH_KINDS] as const;
export type SearchType = (typeof SEARCH_TYPES)[number];

export const SEARCH_LIMITS = {
  /** Characters of a query. */
  q: 200,
  /** Characters of a snippet around its first match. */
  snippet: 160,
} as const;

const year = (field: string) =>
  z.coerce
    .number({ error: fieldMessage('field.must_be_year', { field }) })
    .int({ error: fieldMessage('field.must_be_year', { field }) })
    .min(1900, { error: fieldMessage('field.must_be_year', { field }) })
    .max(2200, { error: fieldMessage('field.must_be_year', { field }) })
    .optional();

/**
 * `GET /api/v1/search?q=&type=&limit=&cursor=` and the filters of each kind (a filter narrows its
 * own kind only). `q` is typed as people type it: words, "an exact phrase", -excluded, `or`.
 */
export const searchQuerySchema = pageQuerySchema
  .extend({
    q: z
      .string({ error: fieldMessage('search.q_required') })
      .trim()
      .min(1, { error: fieldMessage('search.q_required') })
      .max(SEARCH_LIMITS.q, { error: fieldMessage('search.q_too_long', { max: SEARCH_LIMITS.q }) })
      .check(oneLineCheck('q')),
    type: z
      .enum(SEARCH_TYPES, { error: fieldMessage('search.type', { options: SEARCH_TYPES.join(', ') }) })
      .default('all'),
    /** People: year of passing from, to. */
    yearFrom: year('yearFrom'),
    yearTo: year('yearTo'),
    /** People: of this programme, of this college (as the directory filters them: the exact name). */
    programme: z.string().trim().max(200).check(oneLineCheck('programme')).optional(),
    college: z.string().trim().max(200).check(oneLineCheck('college')).optional(),
    /** People: members of this chapter. */
    chapter: chapterIdField('chapter').optional(),
    /** Events: only those still to come, or only those past. */
    when: z.enum(['upcoming', 'past'], { error: fieldMessage('search.when') }).optional(),
    /** Jobs: "true" for only those still open (not filled, not expired). */
    open: z
      .enum(['true', 'false'], { error: fieldMessage('field.quoted_true_or_false', { field: 'open' }) })
      .transform((value) => value === 'true')
      .optional(),
    /** Jobs: of this type (any usual spelling, as the jobs list reads it). */
    jobType: z
      .preprocess(
        (value: string) => canonicalJobType(value),
        z.enum(JOB_TYPES, {
          error: fieldMessage('field.one_of', { field: 'jobType', options: JOB_TYPES.join(', ') }),
        }),
      )
      .meta({ description: `One of ${JOB_TYPES.join(', ')}` })
      .optional(),
  })
  .refine((query) => query.yearFrom === undefined || query.yearTo === undefined || query.yearFrom <= query.yearTo, {
    error: fieldMessage('field.year_range_reversed'),
    path: ['yearFrom'],
  });
export type SearchQuery = z.infer<typeof searchQuerySchema>;
/** A search as the client sends it. */
export type SearchInput = z.input<typeof searchQuerySchema>;

/** A matched stretch of `title` or `snippet`: characters [start, end). Data, never markup. */
export const searchMarkSchema = z.object({ start: z.number().int(), end: z.number().int() });
export type SearchMark = z.infer<typeof searchMarkSchema>;

const resultCore = {
  id: z.string(),
  /** The item's name: a person's name, a story's or event's title, a job's title, a chapter's name. */
  title: z.string(),
  /** Plain text around the first match (or the start), from fields the reader may see; null when none. */
  snippet: z.string().nullable(),
  /** The matched words in the title and the snippet, as character ranges. */
  marks: z.object({ title: z.array(searchMarkSchema), snippet: z.array(searchMarkSchema) }),
  /** The web page of the item, e.g. `/stories/…`. */
  url: z.string(),
  /** What the item is dated by (a story's or event's date, a job's posting day), YYYY-MM-DD; null for people and chapters. */
  date: z.string().nullable(),
};

export const searchResultSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('people'),
    ...resultCore,
    /** As the directory shows them: the e-mail only when its owner shows it (the result's `id` is theirs). */
    person: directoryEntrySchema.omit({ _id: true }),
  }),
  z.object({ type: z.literal('stories'), ...resultCore }),
  z.object({ type: z.literal('events'), ...resultCore }),
  z.object({ type: z.literal('jobs'), ...resultCore }),
  z.object({ type: z.literal('chapters'), ...resultCore }),
]);
export type SearchResult = z.infer<typeof searchResultSchema>;

/**
 * How many of each kind the query finds for this reader (0 for what the reader may not see): exact
 * up to SEARCH_COUNT_CAP; when more match, the cap, and `countsCapped` says so for that kind.
 */
export const searchCountsSchema = z.object({
  people: z.number().int(),
  stories: z.number().int(),
  events: z.number().int(),
  jobs: z.number().int(),
  chapters: z.number().int(),
});
export type SearchCounts = z.infer<typeof searchCountsSchema>;

/** A count stops here (decision 0065): "1,000+" rather than the cost of counting 20,000 matches. */
export const SEARCH_COUNT_CAP = 1000;

/** For each kind, whether more than its count match (the count is then SEARCH_COUNT_CAP). */
export const searchCountsCappedSchema = z.object({
  people: z.boolean(),
  stories: z.boolean(),
  events: z.boolean(),
  jobs: z.boolean(),
  chapters: z.boolean(),
});
export type SearchCountsCapped = z.infer<typeof searchCountsCappedSchema>;

export const searchMetaSchema = z.object({
  nextCursor: z.string().nullable(),
  counts: searchCountsSchema,
  /** Which kinds' counts stopped at SEARCH_COUNT_CAP: more than that many match ("1,000+"). */
  countsCapped: searchCountsCappedSchema,
  /**
   * "Did you mean": when the query finds nothing but a close spelling would, that query (the words
   * that found nothing replaced by close words of what this reader may find); otherwise null.
   */
  suggestion: z.string().nullable(),
});
export type SearchMeta = z.infer<typeof searchMetaSchema>;
