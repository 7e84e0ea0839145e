import { z } from 'zod';
import { PAGINATION } from './limits.js';

/** `?limit=&cursor=` on every list endpoint. The cursor is opaque: pass back `meta.nextCursor`. */
export const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int({ error: 'limit must be a whole number' })
    .min(1, { error: 'limit must be at least 1' })
    .max(PAGINATION.maxLimit, { error: `limit must be at most ${PAGINATION.maxLimit}` })
    .default(PAGINATION.defaultLimit),
  cursor: z.string().max(500, { error: 'cursor is invalid' }).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

/**
 * An id in a path or a body. Ids have one spelling, lower case: PostgreSQL reads a uuid in any
 * case, so without this `/users/ABC…` and `/users/abc…` would name one row under two URLs, and
 * whatever compares ids as text (is this the owner?) would disagree with the database.
 */
export const idSchema = z.string().max(100).toLowerCase();

export const idParamsSchema = z.object({ id: idSchema });
