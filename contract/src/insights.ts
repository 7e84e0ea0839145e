import { z } from 'zod';
import { oneLineCheck } from './fields.js';
import { fieldMessage } from './i18n/format.js';

/**
 * The association's dashboard (issue 33, decision 0053): counts only, never a list of people.
 * A count of people under 5 is `fewer-than-5`; a count that would let a hidden one be worked out
 * by subtracting from a total is `withheld`. `null` is a figure that does not apply (a wait time
 * when nobody is waiting).
 */
export const SUPPRESSED = ['fewer-than-5', 'withheld'] as const;
export type Suppressed = (typeof SUPPRESSED)[number];
export const SMALLEST_SHOWN_COUNT = 5;

export const insightCellSchema = z.union([z.number(), z.enum(SUPPRESSED), z.null()]);
export type InsightCell = z.infer<typeof insightCellSchema>;

export const INSIGHT_TABLES = [
  'members-by-college',
  'members-by-programme',
  'members-by-year',
  'signups-by-month',
  'reviews-by-college',
  'engagement-by-month',
  'event-seats-by-month',
  'mail-sent-by-kind',
  'mail-failed-by-kind',
  'mail-opted-out',
  'chapter-sizes',
  'giving',
] as const;
export type InsightTableId = (typeof INSIGHT_TABLES)[number];

/** One table of the dashboard: its rows (a college, a month, a kind…) by its columns; `total` where a total is published. */
export const insightTableSchema = z.object({
  id: z.enum(INSIGHT_TABLES),
  columns: z.array(z.string()),
  rows: z.array(z.object({ key: z.string(), cells: z.array(insightCellSchema) })),
  total: z.array(insightCellSchema).nullable(),
});
export type InsightTable = z.infer<typeof insightTableSchema>;

export const insightsSchema = z.object({
  /** The colleges the numbers cover; `all` when they are the whole university's. */
  scope: z.object({ all: z.boolean(), colleges: z.array(z.string()) }),
  /** The months of the monthly tables, first and last (`YYYY-MM`). */
  from: z.string(),
  to: z.string(),
  tables: z.array(insightTableSchema),
});
export type Insights = z.infer<typeof insightsSchema>;

/** At most three years of months in one answer. */
export const INSIGHT_MAX_MONTHS = 36;

const month = (field: string) =>
  z
    .string({ error: fieldMessage('insights.month', { field }) })
    .check(oneLineCheck(field))
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: fieldMessage('insights.month', { field }) })
    .optional();

/** `GET /api/v1/admin/insights?college=&from=&to=`: months as `YYYY-MM`; by default the last 12. */
export const insightsQuerySchema = z
  .object({
    college: z
      .string({ error: fieldMessage('field.must_be_text', { field: 'college' }) })
      .trim()
      .min(1, { error: fieldMessage('field.required', { field: 'college' }) })
      .max(200, { error: fieldMessage('field.max_length', { field: 'college', max: 200 }) })
      .check(oneLineCheck('college'))
      .optional(),
    from: month('from'),
    to: month('to'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: fieldMessage('insights.range_reversed'),
    path: ['from'],
  })
  .refine((query) => !query.from || !query.to || monthsBetween(query.from, query.to) <= INSIGHT_MAX_MONTHS, {
    error: fieldMessage('insights.range_too_long', { max: INSIGHT_MAX_MONTHS }),
    path: ['to'],
  });
export type InsightsQuery = z.infer<typeof insightsQuerySchema>;

/** Months from `from` to `to`, both counted (`2026-01`..`2026-03` is 3). */
export function monthsBetween(from: string, to: string): number {
  const [fromYear, fromMonth] = from.split('-').map(Number) as [number, number];
  const [toYear, toMonth] = to.split('-').map(Number) as [number, number];
  return (toYear - fromYear) * 12 + (toMonth - fromMonth) + 1;
}
