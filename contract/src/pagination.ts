import { z } from 'zod';
import { fieldMessage } from './i18n/format.js';
import { PAGINATION } from './limits.js';

/** `?limit=&cursor=` on every list endpoint. The cursor is opaque: pass back `meta.nextCursor`. */
export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: fieldMessage('field.must_be_number', { field: 'limit' }) })
    .int({ error: fieldMessage('field.whole_number', { field: 'limit' }) })
    .min(1, { error: fieldMessage('field.at_least', { field: 'limit', min: 1 }) })
    .max(PAGINATION.maxLimit, { error: fieldMessage('field.at_most', { field: 'limit', max: PAGINATION.maxLimit }) })
    .default(PAGINATION.defaultLimit),
  cursor: z
    .string()
    .max(500, { error: fieldMessage('request.cursor_not_valid') })
    .optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/**
 * An id in a path or a body. Ids have one spelling, lower case: PostgreSQL reads a uuid in any
 * case, so without this `/users/ABC…` and `/users/abc…` would name one row under two URLs, and
 * whatever compares ids as text (is this the owner?) would disagree with the database.
 */
export const idSchema = z.string().max(100).toLowerCase();

export const idParamsSchema = z.object({ id: idSchema });
export type IdParams = z.input<typeof idParamsSchema>;
