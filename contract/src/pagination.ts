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

export const idParamsSchema = z.object({ id: z.string().max(100) });
